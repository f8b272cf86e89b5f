"""9600006 -- anorexia nervosa with refeeding syndrome. Fictional."""

SID = 9600006
H1, H2 = 29600061, 29600062

PATIENT = {"subject_id": SID, "gender": "F", "anchor_age": 19, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": H1, "admittime": "2312-09-05T15:30:00",
     "dischtime": "2312-09-19T11:00:00", "race": "WHITE", "insurance": "Private"},
    {"subject_id": SID, "hadm_id": H2, "admittime": "2312-12-02T19:45:00",
     "dischtime": "2312-12-12T12:30:00", "race": "WHITE", "insurance": "Private"},
]


def _n(seq, typ, hadm, chart, store, text):
    return {"note_id": f"{SID}-{typ}-{seq}", "subject_id": SID, "hadm_id": hadm, "note_type": typ,
            "note_seq": seq, "charttime": chart, "storetime": store, "text": text.strip("\n")}


NOTES = [
    _n(1, "ED", H1, "2312-09-05T16:00:00", "2312-09-05T17:48:00", """
ED RESIDENT NOTE

CC: syncope

HPI: 19F college sophomore w/ anorexia nervosa (restrictive, dx age 16), BIBA after syncope on the
treadmill at the campus gym, brief LOC, no head strike per friend. ~6 kg wt loss since spring,
eating ~600 kcal/day, running 10 km/day. Denies bingeing, vomiting, laxatives, diuretics, diet pills.
Amenorrhea x14 mo. Was on fluoxetine 20 mg, self-d/c'd 6/2312. No outpatient team since summer.
FHx: mother had AN as a teen (recovered); sister w/ Hashimoto's on levothyroxine.

Meds: none (fluoxetine stopped 6/2312). All: NKDA.

Exam: T 35.6, HR 38 supine -> 74 standing, BP 84/50 supine -> 76/44 standing. Wt 38.2 kg, ht 165 cm,
BMI 14.0. Cachectic, lanugo, acrocyanosis, dry skin. No parotid swelling, no Russell sign. Heart brady,
no murmur. Abd scaphoid, soft.
ECG: sinus brady 38, QTc 452, no pauses.
Labs: glucose 58, Na 136, K 3.4, Cl 100, HCO3 25, phos 3.1, Mg 1.8, Cr 0.7, BUN 22, ALT 188, AST 210,
Tbili 0.8, WBC 2.9, Hgb 11.0, plt 140. TSH pending. bHCG neg.

A/P: 19F severe AN (BMI 14) w/ syncope, symptomatic brady, orthostasis, hypothermia, hypoglycemia ->
meets criteria for inpatient medical stabilization. High refeeding risk.
- admit adolescent/young adult medicine, tele
- thiamine 100 mg before first meal, MVI
- refeeding protocol 1,400 kcal/day, +200 kcal q24-48h (nutrition)
- BMP/phos/Mg q12h x5 days
- POC glucose q4h; juice/D10 for hypoglycemia
- RUQ US for transaminitis
- psych consult
- bed rest, 1:1 meal supervision
"""),
    _n(2, "CN", H1, "2312-09-06T14:00:00", "2312-09-06T15:30:00", """
PSYCHIATRY CONSULT -- ATTENDING NOTE

I met Ms. ___ this morning, alone and then with her mother.

She is a 19-year-old sophomore with anorexia nervosa, restricting type, since she was sixteen. Over
the spring and summer she lost about six kilograms, stopped fluoxetine in June because she "didn't
see the point", and lost touch with her outpatient team. She eats one meal a day and runs ten
kilometres. She told me, and I believe her, that she has never made herself vomit and has never used
laxatives; her potassium and bicarbonate are consistent with that.

She has passive thoughts that she would not mind not waking up, with no plan, intent or history of
self-harm. There is no psychosis. Her mother had anorexia as a teenager and recovered.

On capacity: she understands that her heart rate is dangerously low, but she cannot yet weigh the
risk against her fear of weight gain. Today, though, she has agreed to stay voluntarily and to follow
the meal plan. If she refused nutrition while medically unstable, we would discuss an involuntary
hold; I hope we will not need to.

I would not restart fluoxetine now. SSRIs do little at this weight, and I would rather revisit it
after weight restoration. For the cognitive rigidity and mealtime anxiety, I suggest olanzapine 2.5 mg
at night, starting once her QTc is confirmed below 460 on a repeat ECG tomorrow.

Recommendations:
- Voluntary admission; 1:1 meal supervision; bathroom supervision for an hour after meals.
- Olanzapine 2.5 mg PO at bedtime from 9/7 if the repeat QTc is < 460.
- No fluoxetine for now.
- Residential eating-disorder programme on discharge; I have made the referral.
"""),
    _n(3, "RR", H1, "2312-09-06T16:30:00", "2312-09-06T17:20:00", """
EXAMINATION:  ULTRASOUND ABDOMEN, COMPLETE

INDICATION:  19-year-old woman with anorexia nervosa, BMI 14, ALT 188 and AST 210. Evaluate for
hepatic steatosis, biliary obstruction or hepatic congestion.

TECHNIQUE:  Grayscale and color Doppler ultrasound of the abdomen.

COMPARISON:  None.

FINDINGS:
Liver: Normal size (13.2 cm) and echotexture. No steatosis. No focal lesion.
Bile ducts: No intrahepatic or extrahepatic dilatation. Common bile duct 2 mm.
Gallbladder: Partially contracted, normal wall, no stones.
Vessels: Hepatic veins and IVC of normal caliber without distension; portal vein patent with
hepatopetal flow.
Kidneys: Normal, no hydronephrosis.
Pancreas and spleen: Unremarkable.
Other: Trace free fluid in the pelvis.

IMPRESSION:
1. Normal liver without steatosis. No biliary obstruction. No sign of hepatic congestion.
2. Trace pelvic free fluid, nonspecific.
"""),
    _n(4, "PN", H1, "2312-09-09T15:00:00", "2312-09-09T15:50:00", """
ADOLESCENT/YOUNG ADULT MEDICINE -- NP PROGRESS NOTE, HD 5

S: Tired. Finishing 100% of meals with support, "feels like too much". Mild ankle puffiness. No chest
pain, no palpitations.

O: T 36.2, HR 44 awake / 38 asleep, BP 92/58, weight 39.1 kg (+0.9). Tele: sinus brady, no pauses.
Trace ankle edema.
Labs: phos 3.1 (9/5) -> 2.6 (9/6) -> 2.3 (9/7) -> 1.4 (9/8 05:00) -> 2.2 (9/9 05:00) after IV; K 3.6;
Mg 1.9; glucose 52 on 9/7 at 04:00, none < 70 since; ALT 140. TSH 1.9, free T4 0.8 (low-normal), free
T3 1.6 (low). TPO Ab negative. Hep A/B/C serologies negative. Repeat QTc 9/7: 446.
Calories: 1,400 (9/5) -> 1,600 (9/6) -> 1,800 (9/8) -> 2,000 (9/9).

A/P: 19F severe restrictive AN, refeeding syndrome (hypophosphatemia) day 5.
# Refeeding hypophosphatemia: nadir 1.4 on 9/8. IV sodium phosphate 30 mmol over 6 h on 9/8 and 15
mmol this AM (9/9). Started K-Phos Neutral 250 mg PO BID today, planned 7 days (9/9-9/15). Hold the
calorie advance today; resume +200 tomorrow if phos >= 2.5.
# Electrolyte monitoring: BMP/phos/Mg q12h through 9/10 (5 days), then daily.
# Bradycardia: HR 38-44, expected in starvation. Tele continues until daytime HR > 50 with no pauses
for 48 h.
# Hypoglycemia: 52 at 04:00 on 9/7. Bedtime snack added; no recurrence.
# Thiamine: 100 mg daily x7 days (9/5-9/11). MVI.
# Transaminitis: ALT 188 -> 140 with feeding. US normal. Viral serologies negative. Starvation-related
hepatocellular injury most likely; expect it to fall with refeeding.
# Thyroid: low FT3 with normal TSH = nonthyroidal illness (low-T3 syndrome). Not hypothyroid despite
sister's Hashimoto's; TPO neg. No levothyroxine.
# Psych: olanzapine 2.5 mg qHS started 9/7 (QTc 446). Voluntary, engaged.
# Refeeding edema: mild, no diuretic.
"""),
    _n(5, "DS", H1, "2312-09-19T09:30:00", "2312-09-19T12:05:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: ADOLESCENT AND YOUNG ADULT MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Attending: ___.

Chief Complaint:
Syncope

Major Surgical or Invasive Procedure:
None

History of Present Illness:
19F, restrictive AN since 16, BMI 14.0; syncope 9/5 with HR 38, orthostasis, hypothermia, hypoglycemia.

Past Medical History:
Anorexia nervosa, restricting type; depression (fluoxetine 2311-6/2312, self-discontinued).

Family History:
Mother: anorexia nervosa in adolescence, recovered. Sister: Hashimoto thyroiditis. Maternal
grandmother: osteoporosis with hip fracture.

Pertinent Results:
Phos nadir 1.4 (9/8); normal since 9/10. ALT 188 -> 62. TSH 1.9, FT4 0.8, FT3 1.6, TPO Ab negative.
Hepatitis A/B/C serologies negative. Abdominal US 9/6: no steatosis, no obstruction.
Weight 38.2 -> 40.6 kg.

Brief Hospital Course:
# Severe restrictive anorexia nervosa with medical instability: refeeding from 1,400 kcal/day on 9/5,
advanced to 2,800 kcal/day by 9/16. Weight up 2.4 kg.
# Refeeding syndrome: phosphate fell to 1.4 on 9/8. IV sodium phosphate 9/8-9/9 (two doses), then
K-Phos Neutral 250 mg PO BID 9/9-9/15 (completed, stopped). Electrolytes q12h 9/5-9/10, then daily;
stable. Thiamine 100 mg daily 9/5-9/11.
# Bradycardia and orthostasis: telemetry 9/5-9/12, stopped once daytime HR > 50 without pauses for
48 h. Orthostatic change < 20 bpm since 9/15.
# Hypoglycemia: one episode (52, 9/7); none after a bedtime snack was added.
# Transaminitis: starvation-related hepatocellular injury. US normal, viral serologies negative. ALT
188 -> 62 with nutrition.
# Thyroid: nonthyroidal illness (low T3). Not hypothyroid; no levothyroxine.
# Psychiatric: voluntary throughout. Olanzapine 2.5 mg at bedtime from 9/7; increased to 5 mg on the
day of discharge for persistent mealtime anxiety. Fluoxetine remains off (self-discontinued in June;
to be revisited after weight restoration).
# Refeeding edema: mild, resolved without diuretics.

Readmission criteria (given to the residential programme): awake HR < 40, BP < 80/50, syncope,
phosphate < 2.5, potassium < 3.0, BMI < 14, or refusal of food.

Medications on Admission:
None (fluoxetine 20 mg self-discontinued 6/2312).

Discharge Medications:
1. OLANZapine 5 mg PO QHS  (NEW; started 2.5 mg 9/7, increased on the day of discharge)
2. Multivitamin 1 tab PO DAILY  (NEW)
3. Thiamine -- completed 9/11
4. K-Phos Neutral -- completed 9/15, STOPPED
5. Fluoxetine -- remains off

Discharge Disposition:
Extended Care (residential eating-disorder programme)

Discharge Diagnosis:
Anorexia nervosa, restricting type, severe
Refeeding syndrome with hypophosphatemia
Sinus bradycardia and orthostatic hypotension due to malnutrition

Discharge Instructions:
Labs (BMP, phos, Mg) twice a week for two weeks.

Followup Instructions:
Eating disorders clinic in 4-5 weeks. DEXA scan as an outpatient.
"""),
    _n(6, "PN", None, "2312-10-20T14:00:00", "2312-10-20T14:55:00", """
EATING DISORDERS CLINIC -- NP NOTE

S: 19F with restrictive AN, 4.5 weeks after discharge from medical admission (9/5-9/19) for refeeding
syndrome. At the residential programme since 9/19. Eating meals with support. She STOPPED olanzapine
on 10/10 on her own ("it makes me hungry all the time and I'm gaining too fast"); the programme found
out last week. No vomiting, no laxatives (programme staff concur). No syncope. Still amenorrheic.

O: Weight 43.0 kg, BMI 15.8. HR 52, BP 96/62, orthostatic change 12 bpm. T 36.4.
Labs (10/17): K 4.0, phos 3.8, Mg 2.0, glucose 78, ALT 24.
DEXA 10/14: lumbar spine Z-score -2.3, total hip Z-score -1.8 -> low bone mineral density for age.

A/P:
# AN, restoring: gaining ~0.6 kg/week. Continue residential programme. Target weight range 52-55 kg.
# Olanzapine: self-discontinued 10/10. Not restarting today -- she is gaining and engaged; the
programme psychiatrist will revisit. If mealtime anxiety worsens, re-offer 2.5 mg.
# Low bone density: calcium carbonate 1,250 mg/day + vitamin D3 1,000 IU daily, started today. Weight
restoration and return of menses are the treatment; no bisphosphonate, no estrogen pill.
# Readmission criteria reviewed again with her and the programme.
RTC 6 weeks.
"""),
    _n(7, "ED", H2, "2312-12-02T20:15:00", "2312-12-02T22:10:00", """
ED NOTE -- RESIDENT

CC: syncope, weakness

HPI: 19F w/ AN (adm 9/2312 for refeeding syndrome, d/c'd 9/19 to residential program), left
the program AMA 11/15. Since then
restricting + NEW self-induced vomiting 2-3x/day since ~11/18 (pt reports she never vomited before
November). Syncope at home today getting out of the shower, mother called EMS. Palpitations, muscle
cramps.

Meds: Ca/vit D, MVI. Olanzapine not taking since 10/10. All: NKDA.

Exam: T 35.4, HR 36, BP 78/48, SpO2 99%. Wt 36.0 kg, BMI 13.2. Bilateral parotid swelling, Russell
sign on R knuckles. Dry. Brady, regular. Abd soft, scaphoid.
ECG: sinus brady 36, QTc 512, U waves.
Labs: K 2.6, Na 134, Cl 88, HCO3 34, phos 3.0, Mg 1.5, glucose 61, Cr 0.9, BUN 30, ALT 60.
VBG 7.52/44.

A/P: 19F severe AN now w/ purging, BMI 13.2, syncope, brady 36, hypotension, hypoK/hypoCl metabolic
alkalosis, hypoMg, prolonged QTc, hypoglycemia. High refeeding risk again.
- KCl 10 mEq/h IV x4 via PIV + 40 mEq PO; Mg 2 g IV; recheck q4h
- juice + D5NS, POC glucose q2h
- tele; repeat ECG after K/Mg
- NO ondansetron/QT-prolonging drugs
- thiamine 100 mg IV before feeding
- refeeding protocol once K > 3.0; NG feeds if oral intake < 75% of plan for 48 h
- admit AYA medicine; psych consult
"""),
    _n(8, "RR", H2, "2312-12-04T11:00:00", "2312-12-04T12:05:00", """
EXAMINATION:  CT ABDOMEN AND PELVIS WITH IV CONTRAST

INDICATION:  19-year-old woman with anorexia nervosa, BMI 13.2, postprandial epigastric fullness and
vomiting. Evaluate for superior mesenteric artery syndrome.

TECHNIQUE:  Axial CT of the abdomen and pelvis in the portal venous phase after 60 mL of intravenous
contrast and oral contrast, with sagittal reformats for aortomesenteric measurements.

COMPARISON:  Abdominal ultrasound 2312-09-06.

FINDINGS:
Aortomesenteric angle 34 degrees; aortomesenteric distance 11 mm at the level of the third part of
the duodenum. The duodenum is not dilated and oral contrast passes freely into the jejunum. The
stomach is not distended. No bowel obstruction. Markedly reduced visceral and subcutaneous fat.
Liver, gallbladder, pancreas, spleen, adrenals and kidneys are unremarkable. No pancreatitis. Trace
free fluid in the pelvis. No free air.

IMPRESSION:
1. No CT evidence of superior mesenteric artery syndrome: normal aortomesenteric angle and distance,
no duodenal dilatation.
2. Marked loss of body fat. Trace pelvic free fluid. No other acute finding.
"""),
    _n(9, "PN", H2, "2312-12-07T16:00:00", "2312-12-07T17:10:00", """
AYA MEDICINE ATTENDING PROGRESS NOTE -- HD 6

Ms. ___ is angry about the nasogastric tube, and I understand why, but I think it was right.

When she came in on 12/2 we set a clear rule: if she ate less than 75% of her meal plan for 48 hours,
she would be fed by NG. She took about 40% on 12/4 and 50% on 12/5, with fullness and vomiting. The CT
on 12/4 excluded SMA syndrome, so there was no mechanical reason. We placed the tube yesterday morning
(12/6) and started continuous overnight feeds, with bolus top-ups after incomplete meals. She agreed
to it, reluctantly; an involuntary hold was discussed and was not needed.

The purging is new since November. She tells me, and the September notes support her, that she never
vomited before. Her potassium was 2.6 on arrival, and after IV replacement on 12/2-12/3 and oral
potassium chloride 40 mEq BID since 12/4, it is 3.6 today. Magnesium is 2.0. Her QTc has come down
from 512 to 468 and is still too long for olanzapine, which she stopped herself in October in any
case. I will not restart it until the QTc is below 450.

Phosphate reached a low of 2.2 on 12/5. Unlike in September, when she needed IV phosphate, this has
been managed with K-Phos by mouth since 12/5. The twice-daily labs continue through tomorrow.

Because her sister has Hashimoto's, I looked again at the thyroid: TSH 2.3 on 12/3, low free T3 as
before. This is nonthyroidal illness again, not hypothyroidism, and she does not need levothyroxine.

Plan: NG feeds until she eats 100% of the plan by mouth for 48 hours, then remove the tube. Continue
KCl 40 BID; supervision after meals; telemetry until the QTc is < 470 on two ECGs; psychiatry
following; back to the residential programme when stable.
"""),
    _n(10, "DS", H2, "2312-12-12T10:30:00", "2312-12-12T13:40:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: ADOLESCENT AND YOUNG ADULT MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Attending: ___.

Chief Complaint:
Syncope

Major Surgical or Invasive Procedure:
2312-12-06 Nasogastric feeding tube placement (removed 2312-12-10)

History of Present Illness:
19F, AN (admitted 9/5-9/19, refeeding syndrome); left the programme 11/15, then began vomiting.
Syncope 12/2 with HR 36, BMI 13.2, K 2.6, QTc 512.

Past Medical History:
Anorexia nervosa, now binge-purge features (purging since 11/2312); refeeding syndrome (9/2312); low
bone mineral density (DEXA 10/2312); depression.

Family History:
Mother: anorexia nervosa in adolescence. Sister: Hashimoto thyroiditis. Maternal grandmother:
osteoporosis.

Pertinent Results:
K 2.6 (12/2) -> 3.6 (12/7) -> 4.1 (12/12). Mg 1.5 -> 2.0. Phos nadir 2.2 (12/5). TSH 2.3, FT3 low.
QTc 512 (12/2) -> 468 (12/7) -> 448 (12/11).
CT A/P 12/4: no SMA syndrome.
Weight 36.0 -> 38.4 kg.

Brief Hospital Course:
# Severe anorexia nervosa with purging: refeeding from 1,400 kcal/day on 12/3. Intake < 75% of plan on
12/4 and 12/5 met the NG criterion set on admission; NG tube placed 12/6 with overnight feeds and
top-ups. Ate 100% by mouth on 12/8 and 12/9; the tube was removed 12/10. Eating 100% of meals since.
# Hypokalemia / hypochloremic metabolic alkalosis from vomiting: IV KCl 12/2-12/3, then KCl 40 mEq PO
BID from 12/4. K 4.1 today, so reduced to 20 mEq BID on the day of discharge. Magnesium repleted IV
12/2.
# Refeeding hypophosphatemia, milder than in September: nadir 2.2 on 12/5, oral K-Phos 250 mg BID
12/5-12/11 only; no IV phosphate needed this time. Thiamine 12/2-12/8.
# Bradycardia, hypotension, prolonged QTc: telemetry 12/2-12/9. QTc 448 on 12/11. Olanzapine not
restarted (self-discontinued 10/10); the programme psychiatrist may restart 2.5 mg once a second ECG
confirms QTc < 450.
# Postprandial fullness: SMA syndrome excluded by CT.
# Hypoglycemia: one episode (54 on 12/3).
# Thyroid: nonthyroidal illness again; not hypothyroid.
# Low bone density: calcium and vitamin D continued.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Calcium Carbonate 1,250 mg PO DAILY
2. Vitamin D3 1,000 UNIT PO DAILY
3. Multivitamin 1 tab PO DAILY
4. OLANZapine 5 mg PO QHS (self-discontinued 10/10; not taking)

Discharge Medications:
1. Potassium Chloride 20 mEq PO BID  (NEW; 40 mEq BID from 12/4, reduced on the day of discharge)
2. Calcium Carbonate 1,250 mg PO DAILY  (continued)
3. Vitamin D3 1,000 UNIT PO DAILY  (continued)
4. Multivitamin 1 tab PO DAILY  (continued)
5. K-Phos Neutral -- STOPPED 12/11
6. OLANZapine -- not restarted (QTc; see above)

Discharge Disposition:
Extended Care (residential eating-disorder programme, readmitted)

Discharge Diagnosis:
Anorexia nervosa, severe, with purging
Hypokalemia and metabolic alkalosis
Refeeding hypophosphatemia
Prolonged QTc, resolved

Discharge Instructions:
BMP, Mg, phos twice weekly for two weeks. ECG in one week.

Followup Instructions:
Eating disorders clinic in 3 weeks.
"""),
]
