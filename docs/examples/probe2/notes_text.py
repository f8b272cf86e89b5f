"""Chart texts of probe2. Fictional patients; written by hand for an evaluation."""

NOTES = []


def note(note_id, hadm_id, charttime, text, store_h=2):
    NOTES.append({"note_id": note_id, "hadm_id": hadm_id, "charttime": charttime,
                  "text": text, "store_h": store_h})


# ---------------------------------------------------------------------------
# Patient 1 (9800001): AF on apixaban, duodenal ulcer bleed; readmitted after a fall
# with AF RVR. Voice: very terse medicine resident.
# ---------------------------------------------------------------------------

note("9800001-ED-1", 49800011, "2194-03-11T14:40:00", """
ED NOTE
81M AFib on Eliquis, HTN, CKD3, knee OA p/w melena x2d + lightheaded, near-syncope at home this AM getting off toilet. No hematemesis. No abd pain.
+meloxicam 7.5 daily x ~2 mo (PCP, for knee). +ASA 81 daily. No EtOH.

VS: HR 112 irreg, BP 92/54, RR 18, SpO2 97% RA. Orthostatic (HR +24 standing, lightheaded).
Exam: pale, conjunctival pallor. Abd soft NT ND. Rectal: black tarry stool, guaiac +.

Labs: Hgb 6.8 (baseline ~12.5 per PCP 1/2194), plt 210, INR 1.3, BUN 58, Cr 1.6 (bl 1.4-1.5), lactate 2.4. Wt 59 kg.

Home meds (pt + pharmacy fill hx):
- Eliquis 5 mg BID - last dose 0800 today
- aspirin 81 mg daily
- metoprolol tartrate 25 mg BID
- amlodipine 5 mg daily
- atorvastatin 40 mg qhs
- meloxicam 7.5 mg daily
- acetaminophen 500 mg PRN

A/P: UGIB, likely PUD (NSAID + ASA + DOAC). GBS 14.
- 2 large bore PIVs, T&C 4u, 2u pRBC now
- pantoprazole 80 mg IV bolus -> 8 mg/h gtt
- HOLD Eliquis, HOLD ASA, HOLD meloxicam
- HOLD metoprolol + amlodipine (soft BP)
- no reversal agent for now - HR/BP responding to blood + 1L LR; d/w GI, will reassess if ongoing bleeding
- GI c/s -> EGD in AM, NPO after MN
- admit MICU step-down
""")

note("9800001-PN-2", 49800011, "2194-03-12T16:10:00", """
MICU PN HD#2

S: 3u pRBC total since arrival. 1 more melanotic BM overnight, none since 0400. No lightheadedness. EGD this AM.

O: HR 94 irreg, BP 118/66, afebrile. Hgb 6.8 -> 8.4 -> 8.1. Cr 1.5.
EGD (GI): 12 mm duodenal bulb ulcer w/ non-bleeding visible vessel (Forrest IIa) -> epi inj + 2 hemoclips, hemostasis. Mild antral gastritis, bx x2 for H. pylori. No varices.

A/P 81M AF, UGIB from DU s/p endoscopic tx.

#UGIB / DU, Forrest IIa
- PPI gtt x72h post-EGD, then pantoprazole 40 mg PO BID
- transfuse Hgb <7, H/H q8h
- meloxicam d/c'd - permanent. Added NSAIDs to intolerance list.
- f/u H. pylori bx

#AF, CHA2DS2-VASc 3 (age, HTN)
- rate ok off BB for now
- Eliquis on hold. GI: ok to restart anticoag 7d post-EGD if no rebleed.
- when restarted -> 2.5 mg BID (age >=80 + Cr >=1.5); home 5 mg BID was too high for him.

#ASA - was primary prevention only (no CAD, no stent, no CVA). Not restarting.

#HTN - amlodipine held. Metoprolol held.

#CKD3 - Cr at bl.

Dispo: floor tomorrow if Hgb stable.
""")

note("9800001-PN-3", 49800011, "2194-03-13T11:25:00", """
Medicine PN 3/13 (transferred from MICU this AM)

No further melena. No CP/SOB. Hgb 8.4 -> 8.3, stable x24h.
HR 100-115 AF this AM, BP 108-124/60s.
Cr 1.4.

Path: antral bx + H. pylori (immunostain positive), chronic active gastritis.

Plan:
#DU bleed
- PPI gtt stopped 0900 -> pantoprazole 40 mg PO BID
- adv diet to regular
#H. pylori
- start bismuth quadruple tx today x14d: PPI BID + bismuth subsalicylate 524 mg QID + tetracycline 500 mg QID + metronidazole 500 mg TID. Not using clarithromycin regimen (interactions, prior macrolide courses).
#AF RVR, mild
- resumed metoprolol tartrate at 12.5 mg BID (half home dose), BP borderline for full dose
- Eliquis still held. Restart date per GI = 3/19. Dose 2.5 mg BID.
#HTN
- amlodipine remains on hold
#CKD3 - Cr 1.4, at bl. Renally dose abx ok.
#Anemia - no further transfusion needed. Fe studies: ferritin 38, start PO iron at PCP f/u if still low.
#Dispo
- PT: independent, no needs
- home 3/15 if Hgb stable
""")

note("9800001-DS-4", 49800011, "2194-03-15T11:40:00", """
DISCHARGE SUMMARY
Admission Date: 2194-03-11   Discharge Date: 2194-03-15
Service: Medicine

Dx: UGIB 2/2 duodenal bulb ulcer (Forrest IIa) s/p EGD w/ epi + clips 3/12. H. pylori gastritis. Acute blood loss anemia. AF. CKD3.

Brief course: Presented w/ melena, Hgb 6.8, near-syncope. NSAID + ASA + apixaban. 3u pRBC. PPI gtt -> PO. EGD 3/12 as above. Bx H. pylori +, quad tx started 3/13. No rebleed. Hgb 8.6 at d/c. Apixaban held whole stay; GI ok to restart 7d post-EGD. Metoprolol resumed at half dose for RVR. Amlodipine held, BP 110-120s.

Discharge Meds:
1. pantoprazole 40 mg PO BID x 8 weeks, then 40 mg daily - NEW
2. bismuth subsalicylate 524 mg PO QID x 14 days (last day 3/26) - NEW
3. tetracycline 500 mg PO QID x 14 days (last day 3/26) - NEW
4. metronidazole 500 mg PO TID x 14 days (last day 3/26) - NEW. No alcohol.
5. metoprolol tartrate 12.5 mg PO BID - CHANGED (was 25 mg BID)
6. atorvastatin 40 mg PO qhs - no change
7. acetaminophen 650 mg PO q6h PRN pain, max 3 g/day
8. apixaban 2.5 mg PO BID - DO NOT START until 3/19 - CHANGED (dose reduced from 5 mg BID; meets dose-reduction criteria: age 81, wt 59 kg, Cr 1.5)

STOPPED: aspirin 81 mg (no indication), meloxicam (ulcer)
ON HOLD: amlodipine 5 mg - PCP to restart if BP consistently >140/90

Avoid ALL NSAIDs (ibuprofen/Advil/Motrin, naproxen/Aleve, meloxicam). Tylenol ok.

F/u:
- PCP 1 wk w/ CBC
- GI 8 wks
- H. pylori stool Ag >=4 wks after abx done; hold PPI 2 wks before if possible (GI to coordinate)
Return if black stools, vomiting blood, dizziness.
""")

note("9800001-ED-5", 49800012, "2194-06-02T10:30:00", """
ED NOTE
81M AF on apixaban 2.5 BID (restarted 3/19 after DU bleed 3/2194), HTN, CKD3.
p/w (1) mechanical fall last night, tripped on rug, struck R forehead, no LOC, no prodrome; (2) palpitations + DOE x1 wk, 3 lb wt gain, ankle swelling.
No melena since March. No CP.

VS: HR 138 AF RVR, BP 142/88, SpO2 94% RA.
Exam: 3 cm R forehead hematoma, no step-off. Bibasilar crackles, JVP 9 cm, 1+ pitting edema bilat. Neuro nonfocal.
Labs: Hgb 11.9, Cr 1.5, K 4.2, BNP 890, trop <0.01 x1. INR 1.2.
CXR: mild interstitial edema, small bilat effusions.
ECG: AF 136, no ischemic changes.

Meds (per pt + pill bottles):
- apixaban 2.5 mg BID (took AM dose today 0700)
- metoprolol tartrate 12.5 mg BID
- pantoprazole 40 mg BID (still BID, never stepped down)
- atorvastatin 40 mg qhs
- acetaminophen PRN
Amlodipine never restarted by PCP. Completed H. pylori quad tx 3/26.

ED course:
- diltiazem 10 mg IV x1 -> HR 105
- furosemide 40 mg IV x1
- CT head non-con (fall on anticoag) - pending

Plan: admit medicine. Hold tonight's apixaban dose until CT head read; if neg, resume. Tele. Daily wts, strict I/O.
""")

note("9800001-RR-6", 49800012, "2194-06-02T11:52:00", """
EXAMINATION: CT HEAD W/O CONTRAST

INDICATION: 81 year old man on apixaban, fall with head strike. Evaluate for hemorrhage.

TECHNIQUE: Contiguous axial images of the head without intravenous contrast. Coronal and sagittal reformats.

COMPARISON: None available.

CLINICAL HISTORY: Mechanical fall at home, no loss of consciousness.

FINDINGS:
Right frontal scalp soft tissue swelling/hematoma measuring up to 9 mm in thickness. No underlying calvarial fracture.
There is no acute intracranial hemorrhage. No extra-axial collection. No mass effect or midline shift. Gray-white matter differentiation is preserved. No CT evidence of acute territorial infarction.
Periventricular and subcortical white matter hypodensities, most consistent with chronic small vessel ischemic disease. Ventricles and sulci are prominent in keeping with age-related volume loss.
Basal cisterns are patent. Visualized paranasal sinuses and mastoid air cells are clear. Orbits unremarkable.

IMPRESSION:
1. Right frontal scalp hematoma. No fracture.
2. No acute intracranial hemorrhage or other acute intracranial abnormality.
3. Chronic small vessel ischemic changes and age-related volume loss.
""", store_h=1)

note("9800001-PN-7", 49800012, "2194-06-03T13:05:00", """
Medicine PN HD#2

S: feels better, less SOB. Slept flat. Forehead sore.
O: HR 100-120 AF overnight on tele, BP 120s/70s. -1.4 L net. Wt 61.2 kg (adm 62.6). Crackles decreased.
Labs: Hgb 11.6, Cr 1.5, K 3.9.

CT head 6/2: scalp hematoma only, no ICH -> apixaban 2.5 mg BID resumed 6/2 at 2200.

TTE 6/3: LVEF 45% (55% on 2192 study), mild global HK, mod LAE, no significant valve dz, RVSP 38.

H. pylori stool Ag 5/20 (outpt, PPI held 2 wks prior per GI): negative -> eradication confirmed.

A/P
#AF RVR w/ new mildly reduced EF (? tachy-mediated)
- metoprolol tartrate 12.5 BID -> metoprolol succinate 50 mg daily today, uptitrate for HR <110
- no further diltiazem: avoid non-DHP CCB w/ EF 45%
- continue apixaban 2.5 BID. Fall risk d/w pt + daughter: stroke risk outweighs, continue anticoag. PT for falls.
#HFmrEF / vol overload
- Lasix 40 IV BID today, likely PO tomorrow
#PUD s/p DU bleed, H. pylori treated
- PPI BID should have ended ~5/7 (8 wks). Decreasing pantoprazole to 40 mg daily now.
#HTN - amlodipine not needed, keep off.
""")

note("9800001-DS-8", 49800012, "2194-06-05T13:20:00", """
DISCHARGE SUMMARY
Admission Date: 2194-06-02   Discharge Date: 2194-06-05

Dx: AF w/ RVR; acute HF w/ mildly reduced EF (LVEF 45%, ? tachycardia-mediated); mechanical fall w/ R frontal scalp hematoma, no ICH; hx DU bleed 3/2194, H. pylori eradicated.

Course: Rate control w/ metoprolol succinate (50 -> 100 mg daily 6/4), HR 70-90s at d/c. Diuresed w/ IV Lasix, -3.1 L, d/c wt 59.5 kg. Switched to PO furosemide 6/4. CT head neg for bleed; apixaban resumed after read, held 1 dose only. Hgb 11.4 stable, no GI bleeding. PT: home w/ walker, home safety eval.

Discharge Medications:
1. apixaban 2.5 mg PO BID - continue
2. metoprolol succinate 100 mg PO daily - NEW (replaces metoprolol tartrate)
3. furosemide (Lasix) 20 mg PO daily - NEW
4. pantoprazole 40 mg PO daily - CHANGED (was BID)
5. atorvastatin 40 mg PO qhs - continue
6. acetaminophen 650 mg PO q6h PRN

STOPPED: metoprolol tartrate 12.5 mg BID
Amlodipine: remains off (BP 100-120s).
Still avoid NSAIDs.

Plan / f/u:
- PCP 1 wk, BMP (K, Cr on furosemide)
- Cardiology 4 wks
- repeat TTE ~3 months after rate controlled to reassess EF; if EF not recovered -> GDMT / consider rhythm control
- daily weights, call if up >3 lb in 2 days or >5 lb in a week
- 2 g Na diet
""")


# ---------------------------------------------------------------------------
# Patient 2 (9800002): preeclampsia with severe features at 35 weeks, delivery,
# postpartum readmission. Voice: wordy OB attending.
# ---------------------------------------------------------------------------

note("9800002-PN-1", 49800021, "2193-08-14T13:05:00", """
OBSTETRICS ATTENDING ADMISSION NOTE - LABOR AND DELIVERY

I saw and examined this 32-year-old G2P1001 at 35 weeks 2 days by first-trimester ultrasound, sent over from the prenatal clinic this morning where her blood pressure was 164/108 and, repeated fifteen minutes later, 158/104. She describes a frontal headache since last evening that did not respond to acetaminophen 1 g. She denies scotomata, blurred vision, right upper quadrant or epigastric pain, and shortness of breath. Fetal movement is normal; no contractions, no leakage of fluid, no bleeding.

Her first pregnancy in 2190 was complicated by gestational hypertension at term. For that reason she was started on low-dose aspirin 81 mg nightly at 12 weeks this pregnancy, which she has taken faithfully; last dose last night. Other medications are a prenatal vitamin and ferrous sulfate 325 mg daily. Allergy: penicillin (childhood rash, no hives, no anaphylaxis). GBS positive on 8/10 rectovaginal culture.

On examination BP 162/106, HR 88, reflexes 3+ without clonus, mild pedal edema. Fundal height appropriate. Cervix 2/50/-2. Fetal tracing category I, EFW about 2600 g.

Labs: platelets 142, AST 38, ALT 41, creatinine 1.08 (notably elevated for pregnancy), LDH 240, urine protein/creatinine 1.2.

Assessment: preeclampsia with severe features, on the basis of severe-range pressures and a persistent headache, at 35+2 weeks. Beyond 34 weeks the recommendation is delivery, and I discussed this at length with her and her partner.

Plan:
- Induction of labor: misoprostol then oxytocin as needed.
- Magnesium sulfate 4 g IV load, then 2 g/h, continuing through delivery and for 24 hours afterward. Hourly reflexes and urine output.
- Labetalol 20 mg IV given at 12:10 with BP down to 148/96; starting labetalol 200 mg PO BID, IV algorithm for any severe-range value.
- Low-dose aspirin is discontinued; it has served its purpose, and there is no reason to continue it through delivery.
- GBS prophylaxis with cefazolin, given the low-risk nature of her penicillin history.
- Neonatology aware of a late preterm delivery.
""")

note("9800002-PN-2", 49800021, "2193-08-16T10:40:00", """
OB ATTENDING POSTPARTUM NOTE - PPD #1

She delivered a liveborn male, 2570 g, Apgars 8 and 9, by spontaneous vaginal delivery at 03:12 on 8/15 after an uneventful induction, with a second-degree laceration repaired and an estimated blood loss of 350 mL. The baby is rooming in and she is breastfeeding with lactation support.

Magnesium sulfate ran for the full 24 hours after delivery and was discontinued at 03:15 this morning. No toxicity; urine output has been brisk. The headache has resolved. Pressures overnight have been 150-158/98-102 despite labetalol 200 mg twice daily, so I have added nifedipine extended-release 30 mg daily this morning. Her heart rate has been in the low 60s on labetalol, and I will watch that closely.

Today: platelets 168, AST 31, ALT 33, creatinine 0.96.

Analgesia deserves a comment. Although NSAIDs are generally acceptable after delivery in women with hypertensive disorders, I have specifically asked that ibuprofen and ketorolac be withheld in her case: her creatinine was elevated on admission and she has had severe-range pressures. She is on scheduled acetaminophen 1 g every 6 hours, with ice packs and a topical anesthetic for the perineum; oxycodone is available for breakthrough but she has not needed it.

Aspirin: she asked whether to resume it. I explained that it was prescribed only to lower the chance of preeclampsia during the pregnancy; it is not resumed postpartum, and she should take it again from 12 weeks in any future pregnancy.

Contraception: she would like a reliable method and is breastfeeding. Combined estrogen-progestin methods are not appropriate for her at present (less than 21 days postpartum and hypertensive), so we have agreed on the progestin-only pill, norethindrone 0.35 mg daily, to start before discharge, with an etonogestrel implant to be considered at the postpartum visit.

Rh positive; rubella immune; Tdap was given at 28 weeks.
""")

note("9800002-DS-3", 49800021, "2193-08-18T10:15:00", """
DISCHARGE SUMMARY - OBSTETRICS
Admission: 2193-08-14   Discharge: 2193-08-18
Attending: OB

Diagnoses: Preeclampsia with severe features at 35+2 weeks; spontaneous vaginal delivery of a liveborn male 8/15 after induction; second-degree laceration, repaired; GBS positive, received cefazolin prophylaxis.

Hospital course: Admitted with severe-range pressures and headache, induced, and delivered on hospital day 2. Magnesium sulfate was given from admission until 24 hours postpartum without complication. Postpartum pressures required a second agent: nifedipine ER 30 mg was started on 8/16 and increased to 60 mg on 8/17. On 8/17 her heart rate fell to 52 with fatigue and lightheadedness, and labetalol was discontinued that afternoon; pressures since have been 128-138/82-88 on nifedipine alone. Labs normalized, creatinine 0.88 on 8/17.

Medications on Admission:
- aspirin 81 mg nightly
- prenatal vitamin daily
- ferrous sulfate 325 mg daily

Discharge Medications:
1. nifedipine extended-release 60 mg PO daily
2. prenatal vitamin 1 tab PO daily
3. ferrous sulfate 325 mg PO daily
4. acetaminophen 1000 mg PO every 6 hours as needed for pain (max 4 g/day)
5. docusate 100 mg PO twice daily as needed
6. norethindrone 0.35 mg PO daily (started 8/17)

Aspirin has been discontinued. Labetalol was discontinued during the stay (bradycardia).

Instructions: Please avoid anti-inflammatory pain medicines - ibuprofen (Motrin, Advil) and naproxen (Aleve) - at least until your blood pressure visit. Check your blood pressure at home twice daily. Call or come to Labor and Delivery triage for BP 160/110 or higher, severe headache, vision changes, upper abdominal pain, or shortness of breath; preeclampsia can worsen in the first weeks after delivery.

Follow-up: BP check in the clinic in 3-5 days; postpartum visit at 6 weeks.
""")

note("9800002-ED-4", 49800022, "2193-08-24T21:35:00", """
OB TRIAGE / EMERGENCY EVALUATION - ATTENDING NOTE

Ms. is now postpartum day 9 after an induced vaginal delivery for preeclampsia with severe features, and she returns this evening with two days of a throbbing bifrontal headache, intermittent blurred vision this afternoon, and home pressures up to 172/112. She has been taking nifedipine ER 60 mg daily, norethindrone, her prenatal vitamin and iron. For the headache she took ibuprofen 400 mg twice yesterday, on a relative's advice, before remembering our instructions; she has taken none today. She also notes that she has become short of breath lying flat over the last day.

On examination BP 174/110, repeat 168/108, HR 96, SpO2 94% on room air, with fine crackles at both bases. Reflexes are 3+ with two beats of clonus. Visual fields are full; no focal deficit.

Labs: platelets 188, AST 29, ALT 27, creatinine 0.90, urine protein/creatinine 0.6, magnesium level pending. Chest radiograph shows mild interstitial pulmonary edema without effusion or consolidation.

Assessment: postpartum preeclampsia with severe features, with mild pulmonary edema. The new visual symptoms raise the question of PRES or, less likely, an intracranial hemorrhage or venous sinus thrombosis.

In the department:
- labetalol 20 mg IV, then 40 mg IV: BP 152/98
- magnesium sulfate 4 g load, 2 g/h for 24 hours
- furosemide 20 mg IV once
- non-contrast head CT now; MRI/MRV if the CT is unrevealing and symptoms persist
- admit to the antepartum/postpartum unit with the baby rooming in; she will continue to breastfeed, and her medications are compatible.
""")

note("9800002-RR-5", 49800022, "2193-08-24T22:48:00", """
EXAMINATION: CT HEAD WITHOUT CONTRAST

INDICATION: 32-year-old woman, postpartum day 9, severe hypertension, headache and blurred vision. Evaluate for hemorrhage or PRES.

TECHNIQUE: Axial non-contrast CT images of the head were obtained. Sagittal and coronal reformats were reviewed.

COMPARISON: None.

FINDINGS:
No intraparenchymal, subarachnoid, subdural or epidural hemorrhage is identified. Gray-white matter differentiation is preserved throughout, including the parieto-occipital regions. No vasogenic edema or white matter hypodensity is seen. The ventricles and sulci are normal in size and configuration for age. No mass, mass effect or midline shift. Basal cisterns are patent. The dural venous sinuses are not hyperdense. The calvarium is intact. Paranasal sinuses and mastoid air cells are clear. The orbits and globes are unremarkable. No abnormality of the pituitary fossa on this study.

IMPRESSION:
No acute intracranial abnormality. Specifically, no hemorrhage and no CT findings to suggest posterior reversible encephalopathy syndrome; MRI is more sensitive for PRES if clinically warranted.
""", store_h=1)

note("9800002-PN-6", 49800022, "2193-08-25T15:30:00", """
OB ATTENDING PROGRESS NOTE - POSTPARTUM READMISSION DAY 2

The headache has resolved entirely since last night and the visual blurring has not recurred. She slept well and is breastfeeding. Magnesium sulfate will complete its 24 hours at about 22:00 tonight. Her breathing is much easier after furosemide; she diuresed about 1.8 L, saturation is 98% on room air, and the crackles have cleared.

The head CT last night showed no hemorrhage and no features of PRES. Given the complete resolution of her neurologic symptoms and a normal examination, neurology agreed that MRI is not needed at this point.

Because of the pulmonary edema I obtained a transthoracic echocardiogram this morning to exclude peripartum cardiomyopathy: LVEF 60-65%, normal chamber sizes, normal RV function, no significant valvular disease, no pericardial effusion, with mildly elevated filling pressures (E/e' 14). This is reassuring and does not support a cardiomyopathy; the edema fits with severe hypertension and postpartum fluid shifts.

Blood pressure: still 140-156/90-100 on nifedipine ER 60 mg. Rather than push the nifedipine further, I am adding enalapril 5 mg twice daily today. Enalapril is one of the preferred ACE inhibitors during breastfeeding, with very low milk transfer. Potassium 4.1, creatinine 0.84; will recheck tomorrow.

I again reviewed analgesia with her: acetaminophen only, and no ibuprofen, naproxen or other NSAIDs while her pressures are this high. She understands, and her relative's advice will be politely declined.

She continues norethindrone, which has no meaningful effect on blood pressure. The plan is discharge in one to two days if her pressures are consistently below 150/100.
""")

note("9800002-DS-7", 49800022, "2193-08-27T09:50:00", """
DISCHARGE SUMMARY - OBSTETRICS (POSTPARTUM READMISSION)
Admission: 2193-08-24   Discharge: 2193-08-27

Diagnoses: Postpartum preeclampsia with severe features (postpartum day 9 at presentation); mild pulmonary edema; headache and visual blurring, resolved. Head CT without hemorrhage or PRES. Echocardiogram with normal biventricular function (LVEF 60-65%), no peripartum cardiomyopathy.

Hospital course: Treated with IV labetalol in triage and 24 hours of magnesium sulfate. One dose of IV furosemide with good diuresis and resolution of hypoxemia. Enalapril was added on 8/25 at 5 mg twice daily and increased to 10 mg twice daily on 8/26. Pressures for the last 24 hours 122-136/80-88. Creatinine 0.86, potassium 4.3 this morning.

Medications on Admission:
- nifedipine ER 60 mg daily
- norethindrone 0.35 mg daily
- prenatal vitamin; ferrous sulfate 325 mg daily
- ibuprofen (self-administered, 2 doses 8/23)

Discharge Medications:
1. nifedipine extended-release 60 mg PO daily - unchanged
2. enalapril 10 mg PO twice daily - NEW
3. furosemide 20 mg PO daily for 5 days (through 8/31), then stop - NEW
4. norethindrone 0.35 mg PO daily - continue
5. prenatal vitamin and ferrous sulfate - continue
6. acetaminophen 1000 mg PO every 6 hours as needed

No ibuprofen, naproxen or other NSAIDs.

Plan and instructions:
- BP check in clinic in 3 days; basic metabolic panel (potassium, creatinine) in 1 week because of the enalapril.
- As pressures settle over the coming weeks, once consistently below 120/80 we will taper the nifedipine first, then reassess the enalapril.
- Enalapril must be stopped before any future pregnancy is attempted (fetal harm in the second and third trimesters); she is using reliable contraception. In a future pregnancy low-dose aspirin should be restarted at 12 weeks, and she will need early blood pressure surveillance.
- Long-term: preeclampsia raises lifelong cardiovascular risk; annual blood pressure, lipid and glucose screening with her primary care physician.
""")


# ---------------------------------------------------------------------------
# Patient 3 (9800003): AKI with ACEi/diuretic/metformin/SGLT2i/NSAID held;
# readmitted with hyperkalemia. Voice: nurse practitioner, bullets.
# ---------------------------------------------------------------------------

note("9800003-ED-1", 49800031, "2194-11-02T17:20:00", """
ED PROVIDER NOTE (NP)

CC: vomiting/diarrhea x4 days, weakness

HPI:
- 67M w/ T2DM, HTN, CKD 3a (baseline Cr 1.3, 8/2194), HLD, R knee OA
- N/V/D since 10/29, ~6 watery BMs/day, no blood; granddaughter had same
- poor PO intake, dizzy on standing
- has kept taking all his home meds incl. Aleve 2 tabs BID x3 wks for knee

Home meds (reviewed w/ pt + wife):
- lisinopril 40 mg daily
- chlorthalidone 25 mg daily
- metformin 1000 mg BID
- Jardiance (empagliflozin) 10 mg daily
- atorvastatin 20 mg daily
- naproxen (Aleve) 220 mg, 2 tabs BID OTC

Exam:
- BP 98/58 -> 86/50 standing, HR 104, afebrile
- dry MM, poor skin turgor; abd soft, mild diffuse TTP, no rebound

Data:
- Cr 3.4, BUN 72, K 5.6, Na 131, HCO3 17, AG 18, glucose 148
- lactate 3.1; beta-hydroxybutyrate 0.6 (no euglycemic DKA)
- UA: SG 1.025, no protein, no blood, bland sediment
- ECG: sinus tach 104, no peaked T waves

Assessment:
- AKI on CKD 3a, likely prerenal from GI losses + ACEi + diuretic + NSAID ("triple whammy"), SGLT2i contributing
- mild hyperK, NAGMA/AG acidosis

Plan:
- 2 L LR bolus then 150 mL/h
- HOLD: lisinopril, chlorthalidone, metformin, Jardiance
- STOP naproxen
- stool studies incl. C. diff
- renal US
- admit hospitalist
""")

note("9800003-RR-2", 49800031, "2194-11-03T09:10:00", """
EXAMINATION: RENAL ULTRASOUND, COMPLETE

INDICATION: 67 year old man with acute kidney injury on CKD. Evaluate for hydronephrosis.

TECHNIQUE: Grayscale and color Doppler ultrasound images of the kidneys and urinary bladder.

COMPARISON: None.

CLINICAL HISTORY: Creatinine 3.4 from baseline 1.3 after several days of vomiting and diarrhea.

FINDINGS:
RIGHT KIDNEY: 11.2 cm. Mildly increased cortical echogenicity. Normal corticomedullary differentiation. No hydronephrosis. No stone or solid mass. 1.4 cm simple cyst in the upper pole.
LEFT KIDNEY: 11.0 cm. Mildly increased cortical echogenicity. No hydronephrosis. No stone or mass.
No perinephric fluid collection. Color flow is demonstrated in both kidneys.
BLADDER: Normally distended, without wall thickening. Pre-void volume 310 mL; post-void residual 40 mL. Prostate is mildly enlarged (volume approximately 38 mL).

IMPRESSION:
1. No hydronephrosis. No evidence of obstruction.
2. Normal-sized kidneys with mildly increased echogenicity, consistent with medical renal disease.
3. Simple right renal cyst, benign, no follow-up needed.
4. Normal post-void residual.
""", store_h=3)

note("9800003-PN-3", 49800031, "2194-11-04T10:30:00", """
HOSPITALIST PROGRESS NOTE (NP) - HD #3

S:
- diarrhea stopped yesterday, eating breakfast
- no dizziness walking to bathroom

O:
- BP 132/78, HR 82
- I/O: +1.9 L since adm, UOP improving
- Cr 3.4 -> 2.9 -> 2.5; K 4.8; HCO3 21
- FeNa 0.4% (prerenal)
- stool C. diff neg, GI PCR norovirus +
- glucose 140-210 on insulin

Renal US 11/3: no hydronephrosis, echogenic kidneys (medical renal dz)

A/P:
# AKI on CKD 3a - prerenal + meds, improving w/ fluids
- LR -> decrease to 75 mL/h, stop tonight if taking PO
- renally dose meds, avoid contrast

# Med rec / status today:
- lisinopril - HOLD
- chlorthalidone - HOLD
- metformin - HOLD (eGFR <30 on adm)
- Jardiance - HOLD (volume depletion, AKI)
- naproxen - STOPPED, not resuming. Counselled: no OTC Aleve/Advil/Motrin, use Tylenol
- insulin glargine 10 units qhs + lispro correction scale (started 11/2) - continue while metformin off
- atorvastatin - continue
- heparin 5000 units SC TID - DVT ppx

# Norovirus gastroenteritis - resolving, contact precautions

# HTN - BP ok off meds for now, watch
""")

note("9800003-PN-4", 49800031, "2194-11-06T11:15:00", """
HOSPITALIST PROGRESS NOTE (NP) - HD #5

S:
- feels back to normal, knee aches (no Aleve, Tylenol helping)

O:
- BP 158/92 and 162/90 this AM, HR 78
- Cr 2.5 -> 2.1 -> 1.9; K 4.6; Na 136; eGFR ~37
- FS glucose 140-190 on glargine 10 units
- A1c 7.1%

A/P:
# AKI on CKD 3a - Cr improving, not at baseline yet
- off IVF since 11/4, PO intake good

# HTN - now above goal off all home antihypertensives
- start amlodipine 5 mg daily today (no effect on K or renal perfusion)

# Discussed w/ nephrology (curbside, Dr. renal fellow):
- lisinopril: do NOT restart until outpatient Cr <=1.5; then restart at lower dose, 10 mg daily (not 40)
- chlorthalidone: stop for good - volume depletion + Na 131 on adm; not needed w/ amlodipine
- metformin: ok to restart at reduced dose 500 mg BID since eGFR >=30; max 1000 mg/day while eGFR 30-45
- Jardiance: keep holding; PCP to resume once eating/drinking normally and Cr stable

# T2DM
- glargine inpatient only, plan stop at d/c, A1c 7.1% ok on orals

# Dispo
- d/c home tomorrow if Cr stable/improving
""")

note("9800003-DS-5", 49800031, "2194-11-07T12:30:00", """
DISCHARGE SUMMARY (NP)
Admit 11/2/2194 - Discharge 11/7/2194

Principal dx: AKI on CKD 3a, prerenal (norovirus gastroenteritis) + ACEi/thiazide-like diuretic/NSAID/SGLT2i
Secondary: T2DM (A1c 7.1%), HTN, HLD, knee OA

Course:
- Cr 3.4 on admission -> 1.7 at discharge (baseline 1.3)
- IV fluids 11/2-11/4
- renal US no obstruction
- home antihypertensives held; BP rose by HD5 -> amlodipine started 11/6
- glargine + correction insulin while metformin held

Discharge medications:
- metformin 500 mg PO BID - CHANGED (was 1000 mg BID); restarted 11/7
- amlodipine 5 mg PO daily - NEW
- atorvastatin 20 mg PO daily - unchanged
- acetaminophen 650 mg PO q6h PRN knee pain, max 3 g/day - NEW (instead of Aleve)

HOLD until PCP visit:
- lisinopril 40 mg - do NOT restart until Cr <=1.5; if restarted, use 10 mg daily
- empagliflozin (Jardiance) 10 mg - PCP to resume when eating/drinking normally and Cr stable

STOPPED:
- chlorthalidone 25 mg
- naproxen (Aleve) - avoid ALL NSAIDs (ibuprofen, naproxen, meloxicam etc.)

Not continued:
- insulin glargine / lispro - inpatient only

Sick-day rules taught (teach-back done): if vomiting, diarrhea or unable to drink, hold metformin, Jardiance and (once restarted) lisinopril, and call PCP.

Follow-up:
- PCP Dr. in 1 week w/ BMP
- labs: BMP at PCP visit to decide on lisinopril + Jardiance
""")

note("9800003-ED-6", 49800032, "2195-01-20T13:50:00", """
ED PROVIDER NOTE (NP)

CC: abnormal labs - K 6.5

HPI:
- 67M w/ T2DM, HTN, CKD 3a, admitted 11/2194 for AKI (prerenal, meds)
- PCP labs 12/3: Cr 1.4 -> PCP restarted lisinopril 10 mg daily + Jardiance 10 mg daily
- 1/17 urgent care: R lower leg purulent cellulitis, small abscess I&D'd -> TMP-SMX DS 1 tab BID
- routine PCP BMP this AM: K 6.5, Cr 2.1 -> sent in
- mild fatigue, no palpitations, no weakness; leg better

Meds (per pt's list):
- lisinopril 10 mg daily
- empagliflozin 10 mg daily
- metformin 500 mg BID
- amlodipine 5 mg daily
- atorvastatin 20 mg daily
- TMP-SMX DS BID (day 4 today, took AM dose)
- acetaminophen PRN
- no NSAIDs

Exam:
- BP 156/88, HR 72
- R shin: 6 x 4 cm erythema, receding inside pen marks from UC, I&D site draining minimal, no fluctuance
- 1+ bilat ankle edema

Data:
- K 6.5 (repeat non-hemolyzed 6.4), Cr 2.1, HCO3 19, glucose 164
- ECG: sinus 72, peaked T waves V2-V4, PR/QRS normal, no QRS widening

Assessment:
- hyperkalemia w/ ECG changes: TMP-SMX (trimethoprim, ENaC block) + ACEi + CKD
- AKI on CKD again (TMP-SMX also raises Cr)
- R leg cellulitis, improving

ED Rx:
- calcium gluconate 1 g IV x1
- regular insulin 10 units IV + D50 25 g
- albuterol 10 mg neb
- Lokelma (sodium zirconium cyclosilicate) 10 g PO TID
- K 5.4 at 4 h

Plan:
- STOP TMP-SMX -> doxycycline 100 mg BID
- HOLD lisinopril, metformin, Jardiance
- tele, BMP q6h
- admit hospitalist
""")

note("9800003-PN-7", 49800032, "2195-01-21T10:05:00", """
HOSPITALIST PROGRESS NOTE (NP) - HD #2

S:
- feels fine, ate well, leg less sore

O:
- BP 150/86, HR 70; tele no events
- K 6.4 -> 5.4 -> 5.0 -> 4.9; Cr 2.1 -> 1.8; HCO3 21
- R shin erythema smaller, no fluctuance
- 1+ ankle edema persists

A/P:
# Hyperkalemia - resolved
- Lokelma 10 g TID x3 doses 1/20 done; Lokelma 10 g daily 1/21 and 1/22 then STOP - not for home
- low K diet teaching

# ACEi
- 2nd problem on lisinopril (AKI 11/2194, now hyperK at only 10 mg) -> DISCONTINUE lisinopril
- nephrology referral to discuss whether any ACEi/ARB rechallenge is reasonable w/ K binder later

# AKI on CKD 3a - improving
- metformin resumed today 500 mg BID (eGFR 38)
- Jardiance still held today, resume at d/c if Cr keeps improving

# Edema / K
- start furosemide 20 mg PO daily today (edema + helps K excretion)

# HTN
- off lisinopril -> BP 150s; plan increase amlodipine 5 -> 10 mg

# R leg cellulitis
- doxycycline 100 mg BID (started 1/20), wound care

# Adverse drug reaction
- TMP-SMX: hyperkalemia -> added to allergy/intolerance list
""")

note("9800003-DS-8", 49800032, "2195-01-23T10:40:00", """
DISCHARGE SUMMARY (NP)
Admit 1/20/2195 - Discharge 1/23/2195

Principal dx: hyperkalemia (K 6.5) w/ peaked T waves, due to TMP-SMX + lisinopril on CKD
Secondary: AKI on CKD 3a (Cr 2.1 -> 1.6), R lower leg purulent cellulitis s/p I&D, T2DM, HTN

Course:
- treated w/ calcium, insulin/dextrose, albuterol, Lokelma (inpatient only, last dose 1/22)
- TMP-SMX stopped 1/20 -> doxycycline
- lisinopril discontinued
- K 4.6, Cr 1.6 at d/c

Antibiotics (total 10 days):
- TMP-SMX 1/17-1/20 (4 days, last dose AM 1/20)
- doxycycline 1/20-1/26 (7 days) - last dose evening 1/26

Discharge medications:
- doxycycline 100 mg PO BID through 1/26 - NEW, take w/ full glass of water, upright 30 min
- furosemide (Lasix) 20 mg PO daily - NEW
- amlodipine 10 mg PO daily - CHANGED (was 5 mg), BP 150s off lisinopril
- metformin 500 mg PO BID - continue (resumed 1/21)
- empagliflozin (Jardiance) 10 mg PO daily - RESUMED today
- atorvastatin 20 mg PO daily - continue
- acetaminophen PRN - continue

STOPPED:
- lisinopril 10 mg - do not restart unless nephrology advises
- TMP-SMX - hyperkalemia; avoid in future (on allergy list)

Inpatient only, not for home:
- Lokelma

Follow-up:
- BMP in 3-5 days (K, Cr on new furosemide)
- PCP 1 wk
- Nephrology 2 wks: ? ACEi/ARB rechallenge w/ K binder. If Cr not back to ~1.5 by then -> urine albumin/Cr ratio, repeat renal US, further CKD workup
- still no NSAIDs
""")


# ---------------------------------------------------------------------------
# Patient 4 (9800004): provoked PE/DVT after ankle ORIF on OCP; later unprovoked
# DVT with antiphospholipid syndrome. Voice: MIMIC-like section headers.
# ---------------------------------------------------------------------------

note("9800004-ED-1", 49800041, "2193-05-06T19:10:00", """
Name: ___   Unit No: ___
Admission Date: 2193-05-06
Service: MEDICINE
Allergies: No Known Allergies to Drugs

Chief Complaint:
Shortness of breath, right-sided pleuritic chest pain

History of Present Illness:
45 yo F, s/p right bimalleolar ankle fracture s/p ORIF 2193-04-14, in posterior splint, non-weight-bearing on crutches since, presents with 2 days of progressive dyspnea and right pleuritic chest pain, worse today. Also R calf swelling under splint edge x1 week. Received enoxaparin 40 mg daily x14 days post-op (completed 04-28). Takes combined oral contraceptive (norgestimate-ethinyl estradiol) for contraception x 6 years. Nonsmoker. No prior VTE. No family hx VTE. No hemoptysis.

Past Medical History:
Depression, well controlled. R bimalleolar fracture s/p ORIF as above.

Medications on Admission:
1. norgestimate-ethinyl estradiol 0.25-0.035 mg daily
2. sertraline 50 mg daily
3. oxycodone 5 mg PRN (post-op; none x 1 week)

Physical Exam:
T 37.4, HR 118, BP 128/80, RR 22, SpO2 91% RA -> 96% 2L NC.
Anxious, speaking full sentences. Lungs clear. RRR, no RV heave, JVP not elevated. R calf swollen proximal to splint, tender.

Pertinent Results:
Troponin I 0.02 (ref <0.04). BNP 65. D-dimer >4000. Cr 0.7. CBC nl, plt 256. aPTT 29. INR 1.0. hCG negative.
ECG: sinus tachycardia 116, S1Q3T3 absent, no RV strain pattern.
CTA chest: acute bilateral lower lobe segmental PE, no RV strain (see report).

ED Course / Assessment and Plan:
Acute PE, hemodynamically stable, sPESI 1 (HR>110). Provoked: recent surgery + immobilization; estrogen contributes.
- heparin gtt, weight-based (80 units/kg bolus, 18 units/kg/h), started 18:40 after CTA read, aPTT q6h
- O2 to SpO2 >92%
- LE duplex, TTE
- admit medicine
""")

note("9800004-RR-2", 49800041, "2193-05-06T18:05:00", """
EXAMINATION: CTA CHEST (PE PROTOCOL)

INDICATION: 45 year old woman, 3 weeks after ankle ORIF, dyspnea, pleuritic chest pain, tachycardia. Evaluate for pulmonary embolism.

TECHNIQUE: Helical CT of the chest after 75 mL IV contrast in pulmonary arterial phase. Multiplanar reformats.

COMPARISON: None.

FINDINGS:
PULMONARY ARTERIES: Filling defects in the right lower lobe posterior and lateral basal segmental arteries, extending into subsegmental branches, and in the left lower lobe posterior basal segmental artery, consistent with acute pulmonary emboli. The main and lobar pulmonary arteries are patent; no saddle embolus.
HEART: RV/LV diameter ratio 0.8. No reflux of contrast into the IVC. Interventricular septum normal in position. No CT evidence of right heart strain. No pericardial effusion.
LUNGS: No peripheral wedge-shaped opacity to suggest pulmonary infarct. Mild bibasilar atelectasis. 4 mm solid nodule right upper lobe (series 4, image 61).
PLEURA: No pleural effusion or pneumothorax.
MEDIASTINUM: No lymphadenopathy.
UPPER ABDOMEN: Unremarkable.

IMPRESSION:
1. Acute bilateral lower lobe segmental and subsegmental pulmonary emboli.
2. No CT evidence of right heart strain.
3. 4 mm right upper lobe nodule; in a low-risk patient no routine follow-up is recommended (Fleischner).
""", store_h=1)

note("9800004-PN-3", 49800041, "2193-05-08T12:20:00", """
MEDICINE PROGRESS NOTE
HD #3

Subjective:
Dyspnea improved, pleuritic pain 2/10. Weaned to RA yesterday evening. Walking with crutches.

Objective:
T 36.9, HR 88, BP 122/76, SpO2 96% RA.
aPTT therapeutic since 05-07 AM. Hgb 12.6, plt 231.

Studies:
LE venous duplex 05-07: occlusive acute thrombus R popliteal and posterior tibial veins. L leg no DVT.
TTE 05-07: LVEF 60%. Normal RV size and systolic function (TAPSE 2.3 cm). No McConnell sign. No PFO on agitated saline.

Assessment and Plan:
45F w/ acute bilateral segmental PE + R popliteal DVT, low risk (no RV dysfunction, troponin negative), provoked by ORIF/immobilization with estrogen-containing OCP.

# PE / DVT
- heparin gtt started 05-06 18:40, stopped 10:00 today (~39 hours) at first apixaban dose
- apixaban 10 mg PO BID x 7 days (05-08 through 05-14), then 5 mg PO BID from 05-15
- duration: 3 months total (major transient risk factor), then stop; reassess at heme visit ~08-08. Extended anticoagulation not indicated for provoked VTE.
- thrombophilia testing not indicated (provoked event)

# Contraception
- OCP discontinued today. Counselled: no estrogen-containing contraception in future (pill, patch, ring).
- gyn: copper IUD at follow-up visit; condoms meanwhile. (Apixaban not safe in pregnancy.)

# Ankle
- ortho aware; splint, NWB x3 more weeks

# Depression - sertraline continued. Note sertraline + apixaban: slightly higher bleeding risk, acceptable.
""")

note("9800004-DS-4", 49800041, "2193-05-10T09:30:00", """
Name: ___   Unit No: ___
Admission Date: 2193-05-06   Discharge Date: 2193-05-10
Service: MEDICINE

Discharge Diagnosis:
Primary: Acute bilateral segmental pulmonary embolism; acute right popliteal/posterior tibial DVT (provoked)
Secondary: s/p R ankle ORIF; depression

Brief Hospital Course:
Admitted 05-06 with low-risk PE (no RV strain on CT or echo, troponin negative). Heparin drip from 05-06 evening to 05-08 morning, then transitioned to apixaban with loading dose. Weaned off oxygen 05-07. Ambulating with crutches at baseline. Provoked by surgery/immobilization and estrogen; OCP stopped.

Discharge Medications:
1. apixaban 10 mg PO BID through 05-14 (7-day starter dose), then 5 mg PO BID starting 05-15 - NEW. Starter pack dispensed.
2. sertraline 50 mg PO daily - continue
3. acetaminophen 650 mg PO q6h PRN pain

Discontinued:
- norgestimate-ethinyl estradiol (estrogen; do not restart)
- oxycodone (not needed)

Duration of anticoagulation: 3 months (provoked VTE), planned stop approximately 2193-08-08 after hematology review.

Discharge Instructions:
You have blood clots in your lungs and right leg. Take apixaban (Eliquis) exactly as directed - 2 tablets twice a day for the first week, then 1 tablet twice a day. Do not miss doses. Avoid ibuprofen, naproxen and aspirin while on Eliquis unless told otherwise. Use condoms until your IUD is placed; do not use birth control pills, patches or rings that contain estrogen.

Followup Instructions:
- Hematology clinic 3 months (anticoagulation stop visit)
- Gynecology 2-4 weeks (copper IUD)
- Orthopedics 1 week
""")

note("9800004-ED-5", 49800042, "2194-09-12T13:00:00", """
Name: ___   Unit No: ___
Admission Date: 2194-09-12
Service: MEDICINE
Allergies: No Known Allergies to Drugs

Chief Complaint:
Left leg swelling

History of Present Illness:
46 yo F with history of provoked PE + R popliteal DVT 05/2193 (post ankle ORIF, on OCP), treated with apixaban x 3 months, stopped 08/2193 as planned. Now 5 days of L leg swelling and thigh ache. No recent surgery, travel, immobilization, hormones (copper IUD since 06/2193, no estrogen). No dyspnea or chest pain. Obstetric history: two first-trimester miscarriages (2188, 2189), no live births. No rash, arthritis, oral ulcers.

Medications on Admission:
1. sertraline 50 mg daily
No anticoagulant, no antiplatelet.

Physical Exam:
HR 88, BP 124/78, SpO2 98% RA. Weight 70 kg. L leg circumference +4 cm vs R at mid-thigh, pitting edema to knee, mild tenderness along femoral vein. R leg normal.

Pertinent Results:
CBC nl, plt 171. Cr 0.7. INR 1.0. aPTT 42 s (ref 25-35) - prolonged at baseline, not on anticoagulant. D-dimer 2900.
LE duplex: see report - L femoropopliteal DVT.

Assessment and Plan:
46F, second VTE, this time unprovoked, with baseline prolonged aPTT and recurrent pregnancy loss -> concern for antiphospholipid syndrome.
- antiphospholipid panel (lupus anticoagulant, anticardiolipin, anti-beta2 glycoprotein I) drawn 11:40, BEFORE first anticoagulant dose
- because aPTT is prolonged at baseline, avoid aPTT-monitored heparin drip -> enoxaparin 1 mg/kg (70 mg) SC q12h, first dose 12:30
- no dyspnea; CTA chest not indicated
- age-appropriate cancer screening review; CT A/P given unprovoked event + leg extent
- hematology consult
""")

note("9800004-RR-6", 49800042, "2194-09-12T11:05:00", """
EXAMINATION: BILATERAL LOWER EXTREMITY VENOUS DUPLEX

INDICATION: 46 year old woman with left leg swelling; prior right popliteal DVT 05/2193.

TECHNIQUE: Grayscale, color and spectral Doppler evaluation of the deep veins of both lower extremities with compression.

COMPARISON: Right lower extremity duplex 2193-05-07.

FINDINGS:
LEFT: The left common femoral, femoral (proximal, mid, distal) and popliteal veins are non-compressible and distended with echogenic intraluminal thrombus and absent flow. The posterior tibial and peroneal veins are patent. The left external iliac vein shows phasic flow with respiration. The great saphenous vein is patent.
RIGHT: The right common femoral, femoral and popliteal veins are fully compressible with normal color flow and phasicity. Minimal wall thickening of the right popliteal vein, compatible with residual change from prior thrombosis; no acute thrombus. Posterior tibial veins compressible.

IMPRESSION:
1. Acute occlusive deep venous thrombosis of the left common femoral, femoral and popliteal veins.
2. No acute deep venous thrombosis in the right leg. Minimal chronic post-thrombotic wall thickening of the right popliteal vein.
""", store_h=1)

note("9800004-PN-7", 49800042, "2194-09-14T17:30:00", """
MEDICINE PROGRESS NOTE
HD #3

Subjective:
L leg less tight, walking in room with compression. No dyspnea, no bleeding.

Objective:
HR 80, BP 118/74, SpO2 99% RA. L thigh circumference improving.
Hgb 12.1, plt 165. INR 1.1 (09-13) -> 1.3 (09-14).

Pertinent Results:
Antiphospholipid panel (drawn 09-12 before anticoagulation):
- lupus anticoagulant POSITIVE (dRVVT screen/confirm ratio 1.9)
- anticardiolipin IgG 68 GPL (positive, >40); IgM 12 (negative)
- anti-beta2 glycoprotein I IgG 52 U (positive); IgM negative
ANA negative. C3/C4 normal.
CT abdomen/pelvis with contrast 09-14: see report; no malignancy.

Assessment and Plan:
46F, unprovoked L femoropopliteal DVT, prior provoked PE/DVT, triple-positive antiphospholipid antibodies with recurrent early pregnancy loss -> probable APS (needs confirmation of persistence at >= 12 weeks).

# DVT / probable APS (heme consult appreciated)
- warfarin is the anticoagulant of choice. DOACs (apixaban, rivaroxaban, dabigatran) NOT recommended in triple-positive APS (excess arterial events).
- warfarin 5 mg daily started 09-13 evening; goal INR 2-3
- continue enoxaparin 70 mg q12h; overlap at least 5 days AND INR >= 2.0 for 24 h before stopping
- duration: indefinite (second VTE, unprovoked, APS)
- repeat LA/aCL/anti-B2GP1 in 12 weeks; LA testing will need to account for warfarin
- warfarin teaching done by pharmacy; anticoagulation clinic referral placed

# Contraception/pregnancy
- copper IUD stays; continue to avoid estrogen
- warfarin teratogenic: if pregnancy desired, must plan ahead -> switch to LMWH + low-dose aspirin before conception, under heme/MFM

# Depression - sertraline continue
""")

note("9800004-RR-8", 49800042, "2194-09-14T16:20:00", """
EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST

INDICATION: 46 year old woman with unprovoked left femoropopliteal DVT. Evaluate for occult malignancy or venous compression.

TECHNIQUE: Helical CT from the lung bases to the pubic symphysis in the portal venous phase after 100 mL IV contrast. Coronal and sagittal reformats.

COMPARISON: CTA chest 2193-05-06 (lung bases).

FINDINGS:
LUNG BASES: Clear. No pleural effusion.
LIVER, GALLBLADDER, BILIARY: Unremarkable. No focal lesion.
PANCREAS, SPLEEN, ADRENALS: Unremarkable.
KIDNEYS: Normal enhancement. No hydronephrosis or mass.
BOWEL: Normal caliber, no wall thickening or mass.
PELVIS: Uterus normal in size with an intrauterine device in appropriate position. Ovaries unremarkable. No free fluid.
LYMPH NODES: No retroperitoneal, mesenteric or pelvic lymphadenopathy.
VESSELS: IVC and iliac veins opacified. The left common iliac vein is not significantly compressed by the right common iliac artery (narrowing less than 30 percent). Thrombus is seen in the visualized left common femoral vein, consistent with known DVT; no extension into the external iliac vein or IVC.
BONES: No suspicious osseous lesion.

IMPRESSION:
1. No evidence of malignancy or lymphadenopathy in the abdomen or pelvis.
2. No significant left common iliac vein compression; no anatomic findings of May-Thurner syndrome.
3. Known left common femoral vein thrombus without iliac or IVC extension.
""", store_h=4)

note("9800004-DS-9", 49800042, "2194-09-17T12:10:00", """
Name: ___   Unit No: ___
Admission Date: 2194-09-12   Discharge Date: 2194-09-17
Service: MEDICINE

Discharge Diagnosis:
Primary: Acute unprovoked left femoropopliteal DVT; probable antiphospholipid syndrome (triple positive)
Secondary: history of provoked PE/DVT 2193; recurrent early pregnancy loss; depression

Brief Hospital Course:
Enoxaparin started 09-12, warfarin started 09-13. Antiphospholipid antibodies triple positive (see progress note). CT A/P without malignancy or May-Thurner anatomy. Leg swelling improving. INR 1.8 today. Hematology: warfarin indefinitely; DOACs not recommended.

Discharge Medications:
1. warfarin 5 mg PO daily (evening) - NEW; dose to be adjusted by anticoagulation clinic, goal INR 2-3
2. enoxaparin 70 mg SC every 12 hours - NEW; CONTINUE until INR >= 2.0 on two consecutive days (minimum overlap 5 days with warfarin, i.e. not before 09-18); anticoagulation clinic will tell you when to stop
3. sertraline 50 mg PO daily - continue
4. compression stocking, left leg, daytime

Do NOT take apixaban (Eliquis), rivaroxaban (Xarelto) or dabigatran for this condition.

Discharge Instructions:
- INR check 09-19 at anticoagulation clinic, then per clinic
- Keep vitamin K intake consistent; check with pharmacist before any new medicine or antibiotic
- Avoid NSAIDs (ibuprofen, naproxen); acetaminophen is fine
- No estrogen-containing contraception; keep copper IUD
- Warfarin can harm a pregnancy. If you want to become pregnant, talk to hematology first - you would be switched to injections (enoxaparin) plus low-dose aspirin before trying.

Anticoagulation duration: indefinite (lifelong unless new information) - second VTE, unprovoked, with antiphospholipid antibodies.

Followup Instructions:
- Anticoagulation clinic 09-19
- Hematology 4 weeks; repeat antiphospholipid antibodies in 12 weeks (~12-07) to confirm APS
- PCP 2 weeks
""")


# ---------------------------------------------------------------------------
# Patient 5 (9800005): MSSA bacteremia with L3-L4 discitis-osteomyelitis; IV
# cefazolin then neutropenia and oral step-down. Voice: mixed (ED, ID, hospitalist).
# ---------------------------------------------------------------------------

note("9800005-ED-1", 49800051, "2194-07-03T21:50:00", """
EMERGENCY DEPARTMENT PHYSICIAN NOTE

58 y/o M, T2DM, HTN, chronic low back pain, brought by wife: fever to 39.2 at home, 3 wks of worsening low back pain, today "confused", repeating questions. Had an infected hangnail R thumb ~1 month ago, drained himself. No IVDU. No recent procedures. Taking ibuprofen 600 mg TID-QID for the back for weeks.

PMH: T2DM (A1c 8.4 in 4/2194), HTN, HLD.
Home meds: metformin 1000 mg BID, lisinopril 20 mg daily, atorvastatin 40 mg daily, ibuprofen 600 mg TID PRN (OTC).
NKDA.

Exam: T 39.0, HR 112, BP 104/62, RR 20, SpO2 96% RA.
Oriented to self and place, not date; inattentive; no meningismus. Focal midline tenderness L3-L4. Strength 5/5 bilat LE, sensation intact, no saddle anesthesia, normal rectal tone. R thumb healed. No murmur. No splinter hemorrhages, no Janeway lesions.

Labs: WBC 16.8 (88% PMN), Hgb 12.9, plt 302. Na 134, Cr 1.1, glucose 286, lactate 2.1. CRP 212, ESR 98. UA neg. Blood cultures x2 drawn 19:55 before abx.

CT head non-con: no acute process (prelim).

Impression: sepsis with back pain and fever -> concern spinal infection (vertebral osteomyelitis / epidural abscess); delirium likely septic.

Plan:
- vancomycin 25 mg/kg IV load then pharmacy dosing + cefepime 2 g IV q8h, first doses 20:30
- 30 mL/kg LR
- MRI L-spine w/wo contrast (ordered; overnight slot)
- hold metformin (sepsis, lactate, contrast) and lisinopril (soft BP)
- stop ibuprofen; acetaminophen 1 g q8h, oxycodone 5 mg PRN
- insulin sliding scale
- admit medicine, ID consult in AM
""")

note("9800005-RR-2", 49800051, "2194-07-03T21:15:00", """
EXAMINATION: CT HEAD WITHOUT CONTRAST

INDICATION: 58 year old man with fever and acute confusion. Evaluate for hemorrhage, mass or other acute process before possible lumbar puncture.

TECHNIQUE: Axial non-contrast images through the head with coronal and sagittal reformations. Bone and soft tissue algorithms.

COMPARISON: None.

FINDINGS:
There is no acute intracranial hemorrhage. No extra-axial collection. No territorial infarct; gray-white differentiation is maintained. No mass, mass effect or midline shift. The ventricles are normal in size; no hydrocephalus. No effacement of the sulci. Mild periventricular white matter hypodensity, nonspecific, likely chronic microvascular change. The basal cisterns are patent. The calvarium is intact; no fracture or lytic lesion. Mucosal thickening of the right maxillary sinus; remaining paranasal sinuses and mastoid air cells are clear.

IMPRESSION:
No acute intracranial process. No hemorrhage, mass or edema; no contraindication to lumbar puncture on imaging grounds. Mild chronic microvascular changes. Incidental right maxillary sinus mucosal thickening.
""", store_h=1)

note("9800005-RR-3", 49800051, "2194-07-04T02:30:00", """
EXAMINATION: MRI LUMBAR SPINE WITH AND WITHOUT CONTRAST

INDICATION: 58 year old man with fever, bacteremia suspected, focal lumbar tenderness. Evaluate for discitis-osteomyelitis or epidural abscess.

TECHNIQUE: Sagittal T1, T2, STIR and post-contrast T1 fat-saturated images; axial T2 and post-contrast T1 images from T12 to S1.

COMPARISON: None.

FINDINGS:
At L3-L4 there is T2/STIR hyperintensity of the intervertebral disc with loss of disc height, and erosion of the adjacent L3 inferior and L4 superior endplates. Confluent marrow edema and enhancement involve the inferior half of L3 and the superior half of L4. There is enhancing paravertebral soft tissue along the right anterolateral aspect of L3-L4 extending into the medial right psoas muscle, without a rim-enhancing or drainable fluid collection (phlegmon).
No epidural abscess or epidural phlegmon. The thecal sac is not compressed; the conus terminates normally at L1. No significant spinal canal stenosis. The remaining disc levels show mild degenerative disc desiccation at L4-L5 and L5-S1 without signal to suggest infection.

IMPRESSION:
1. L3-L4 discitis-osteomyelitis.
2. Right paravertebral and medial psoas phlegmon. No psoas abscess and no drainable collection.
3. No epidural abscess. No cord or cauda equina compression.
""", store_h=6)

note("9800005-PN-4", 49800051, "2194-07-07T15:20:00", """
Hospital Medicine Progress Note - HD 5 (ID recs incorporated)

Subjective: back pain 4/10, mental status back to baseline since 7/5 (septic delirium resolved). Afebrile since 7/5. Tolerating diet.

Micro:
- BCx 7/3 (2 of 2 sets): MSSA - oxacillin S, cefazolin S, clindamycin S, levofloxacin S, rifampin S, TMP-SMX S
- BCx 7/5 and 7/6: no growth to date -> 7/5 is the first negative culture
Antibiotics:
- vancomycin 7/3-7/5; cefepime 7/3-7/4 (stopped once GPC in clusters)
- cefazolin 2 g IV q8h since 7/5 (first dose 14:00)

Echo:
- TTE 7/5: LVEF 55%, normal valves, no vegetation, no regurgitation of note
- TEE 7/7 (today, cards): no vegetation on any valve, no perivalvular abscess, no PFO. Endocarditis not supported.

Other data: CRP 212 -> 141, WBC 16.8 -> 10.2. Cr 0.9. Glucose 150-220 on basal-bolus insulin.

Assessment/Plan:
58M with MSSA bacteremia from presumed R thumb paronychia, seeding L3-L4 (discitis-osteomyelitis, paravertebral phlegmon, no abscess on MRI), no endocarditis on TTE/TEE.
1. MSSA bacteremia / vertebral osteomyelitis
 - cefazolin 2 g IV q8h. Total 6 weeks counted from first negative blood culture (7/5) -> end date 8/16.
 - no IR biopsy needed: blood cultures already define the organism
 - PICC once cultures negative >48 h -> ordered for 7/9
 - weekly OPAT labs: CBC w/ diff, BMP, ESR/CRP
 - repeat MRI not routinely needed; only if clinically not improving
2. HTN: BP 140-150s -> lisinopril 20 mg resumed 7/6.
3. T2DM: basal-bolus now; restart metformin at d/c (Cr normal, lactate normal).
4. Pain: acetaminophen scheduled, oxycodone PRN. Ibuprofen stays off (was taking large amounts; GI/renal risk, masks fever).
5. Delirium: resolved.
""")

note("9800005-DS-5", 49800051, "2194-07-10T11:00:00", """
DISCHARGE SUMMARY
Admission: 7/3/2194   Discharge: 7/10/2194
Service: Hospital Medicine   Consults: Infectious Disease, Cardiology (TEE)

DIAGNOSES
- MSSA bacteremia, source presumed R thumb paronychia (healed)
- L3-L4 discitis-osteomyelitis with paravertebral/psoas phlegmon; no epidural or psoas abscess
- septic delirium, resolved (CT head negative)
- endocarditis excluded by TTE and TEE
- T2DM, uncontrolled (A1c 8.6%); HTN

HOSPITAL COURSE
Fever, back pain and confusion on arrival. Empiric vancomycin/cefepime narrowed to cefazolin 7/5 when MSSA identified. Clearance documented on 7/5 cultures. MRI as above. TEE without vegetation. PICC placed 7/9 (L basilic, tip at cavoatrial junction). Back pain improved, walking independently. CRP 98 at discharge.

DISCHARGE MEDICATIONS
1. cefazolin 2 g IV every 8 hours via PICC through 8/16/2194 (6 weeks from first negative culture) - NEW
2. metformin 1000 mg PO BID - resumed (held during admission)
3. lisinopril 20 mg PO daily - continued
4. atorvastatin 40 mg PO daily - continued
5. acetaminophen 1000 mg PO q8h
6. oxycodone 5 mg PO q6h PRN severe pain, 7-day supply (#20), no refills - NEW
7. senna 8.6 mg PO BID while on oxycodone - NEW

STOPPED
- ibuprofen (please avoid NSAIDs for now; use acetaminophen)

FOLLOW-UP
- OPAT/home infusion: weekly CBC with differential, BMP, ESR, CRP, faxed to ID clinic
- ID clinic 7/24
- PCP 2 weeks (diabetes)
- PICC to be removed at end of therapy

Return for fever, new weakness or numbness in legs, bladder/bowel problems, arm swelling at PICC.
""")

note("9800005-PN-6", 49800052, "2194-07-28T14:10:00", """
ADMISSION H&P - Hospital Medicine (ID following)

Reason: neutropenia on OPAT labs

58M with MSSA bacteremia and L3-L4 discitis-osteomyelitis (7/2194), discharged 7/10 on cefazolin 2 g IV q8h via L arm PICC, planned through 8/16. OPAT labs 7/27: WBC 1.9, ANC 450 (ANC 2100 on 7/20). Called in by ID. He feels well: no fever, no chills, no sore throat, no rash. Back pain much better, 1-2/10, off oxycodone since 7/15. Some L forearm/arm swelling near PICC x 3 days. No NSAIDs since discharge.

Meds: cefazolin 2 g IV q8h (last dose 06:00 today at home), metformin 1000 BID, lisinopril 20, atorvastatin 40, acetaminophen PRN.

Exam: T 36.8, HR 78, BP 132/80. No oral ulcers. L upper arm mildly swollen around PICC, site clean, no erythema. Spine mildly tender L3-L4. No rash.

Labs: WBC 2.0, ANC 480, Hgb 12.5, plt 248, eos 7%. Cr 0.9, LFTs nl. CRP 38, ESR 51. Blood cultures x2 sent (surveillance).

Assessment:
1. Severe neutropenia, most likely beta-lactam (cefazolin)-induced, after ~3 weeks of therapy. Afebrile.
2. MSSA vertebral osteomyelitis, responding (CRP 212 -> 38).
3. L arm swelling with PICC - r/o line-associated DVT.

Plan:
- STOP cefazolin (last dose 06:00 today). Avoid beta-lactams for the rest of this course.
- ID: oral step-down rather than switching IV agent: levofloxacin 750 mg PO daily + rifampin 300 mg PO BID, first doses this evening; both high bioavailability, isolate S. End date stays 8/16.
- ECG for QTc before levofloxacin: QTc 438, ok.
- rifampin interactions reviewed: atorvastatin effect reduced, acceptable short term; orange urine/tears counselled.
- CBC daily; neutropenic fever precautions; no G-CSF unless febrile or ANC <200.
- UE venous duplex L.
- PICC out once duplex done.
- FQ + diabetes: check glucose QID.
""")

note("9800005-RR-7", 49800052, "2194-07-29T09:40:00", """
EXAMINATION: UNILATERAL UPPER EXTREMITY VENOUS DUPLEX, LEFT

INDICATION: 58 year old man with left arm PICC and arm swelling. Evaluate for DVT.

TECHNIQUE: Grayscale, color and spectral Doppler imaging with compression of the left upper extremity veins and internal jugular vein.

COMPARISON: None.

CLINICAL HISTORY: PICC placed 7/9 for outpatient IV cefazolin; three days of swelling of the left upper arm and forearm without erythema.

FINDINGS:
The left internal jugular, subclavian, axillary and brachial veins are patent and compressible where accessible, with normal color flow and respiratory phasicity. The subclavian vein shows normal waveform transmission.
A peripherally inserted central catheter is present in the left basilic vein. The basilic vein is compressible around the catheter without thrombus. The cephalic vein is patent and compressible.
Mild subcutaneous edema of the upper arm. No fluid collection at the insertion site.

IMPRESSION:
No deep or superficial venous thrombosis of the left upper extremity. Mild subcutaneous edema.
""", store_h=1)

note("9800005-DS-8", 49800052, "2194-07-31T12:35:00", """
DISCHARGE SUMMARY
Admission: 7/28/2194   Discharge: 7/31/2194

DIAGNOSES
- cefazolin-induced neutropenia (ANC nadir 450), resolving
- MSSA L3-L4 discitis-osteomyelitis, improving - switched to oral therapy
- L arm swelling, no DVT on duplex

COURSE
Cefazolin stopped 7/28 (last dose 06:00). ANC 450 -> 800 -> 1350 today, afebrile throughout, surveillance blood cultures no growth. Oral levofloxacin + rifampin started evening 7/28, tolerated. UE duplex 7/29 negative for clot; PICC removed 7/29, arm swelling improving.

ANTIBIOTIC TIMELINE (ID)
- IV: vancomycin 7/3-7/5, then cefazolin 7/5 to 7/28 morning (about 23 days of cefazolin; about 24 days of IV therapy in all)
- PO: levofloxacin 750 mg daily + rifampin 300 mg BID from 7/28 through 8/16 (20 days)
- total course unchanged: 6 weeks from first negative blood culture (7/5), ends 8/16

DISCHARGE MEDICATIONS
1. levofloxacin 750 mg PO daily through 8/16 - NEW. Separate from antacids, iron, calcium, zinc by 2 h.
2. rifampin 300 mg PO BID through 8/16 - NEW. Urine/tears turn orange.
3. metformin 1000 mg PO BID - continue
4. lisinopril 20 mg PO daily - continue
5. atorvastatin 40 mg PO daily - continue
6. acetaminophen 1000 mg PO q8h PRN

STOPPED
- cefazolin IV (neutropenia) - adverse reaction entered; avoid cefazolin, use caution with other beta-lactams
- oxycodone / senna - no longer using

ALLERGIES/INTOLERANCES: cefazolin - neutropenia

FOLLOW-UP
- CBC with diff 8/4
- ID clinic 8/14, end-of-therapy ESR/CRP. If ESR/CRP are not falling or back pain worsens by end of therapy -> repeat MRI L-spine with contrast before stopping antibiotics.
- Stop levofloxacin and call if tendon pain (Achilles), palpitations; check glucose daily (fluoroquinolone can raise or lower sugar).
""")
