"""9600005 -- HIV with opportunistic infections: Pneumocystis pneumonia, then cerebral toxoplasmosis.
Fictional."""

SID = 9600005
H1, H2 = 29600051, 29600052

PATIENT = {"subject_id": SID, "gender": "M", "anchor_age": 34, "race": "BLACK/AFRICAN"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": H1, "admittime": "2311-04-10T03:40:00",
     "dischtime": "2311-04-22T16:00:00", "race": "BLACK/AFRICAN", "insurance": "Medicaid"},
    {"subject_id": SID, "hadm_id": H2, "admittime": "2311-07-13T11:20:00",
     "dischtime": "2311-07-24T14:30:00", "race": "BLACK/AFRICAN", "insurance": "Medicaid"},
]


def _n(seq, typ, hadm, chart, store, text):
    return {"note_id": f"{SID}-{typ}-{seq}", "subject_id": SID, "hadm_id": hadm, "note_type": typ,
            "note_seq": seq, "charttime": chart, "storetime": store, "text": text.strip("\n")}


NOTES = [
    _n(1, "ED", H1, "2311-04-10T04:10:00", "2311-04-10T06:02:00", """
ED RESIDENT NOTE

CC: SOB x3 wk

HPI: 34M, no PMH, no PCP, p/w 3 wk progressive SOB + dry cough, fevers/night sweats, ~8 kg wt loss,
painful swallowing x1 wk. Line cook. Last HIV test 2306 neg. Brother was treated for pulmonary TB
in 2309; pt lived w/ him until 2310, was told to get a TB test, never did. Mother has chronic hep B.
No IVDU. Sexually active w/ men, condoms "sometimes".

Meds: none. All: NKDA.

Exam: T 38.6, HR 118, BP 112/70, RR 30, SpO2 84% RA -> 92% 6L NC. Thin. Oral thrush. Fine bibasilar
crackles, otherwise clear. No LAD. No rash. Neuro nonfocal.
Labs: WBC 3.9, ALC 420, Hgb 11.2, plt 160. Na 134, Cr 0.9. LDH 480. ALT 58, AST 61.
ABG RA: 7.47/31/58. HIV-1/2 Ag/Ab: REACTIVE (confirmatory + VL + CD4 sent).
CXR: bilateral perihilar hazy opacities.

A/P: 34M new HIV, likely advanced, w/ subacute hypoxemic resp failure -> c/f PJP. TB exposure
(brother) -> r/o TB. Oral candidiasis.
- AIRBORNE ISOLATION until TB r/o (AFB x3 + MTB PCR)
- TMP-SMX IV 15 mg/kg/day (TMP) divided q8h
- prednisone 40 mg BID (PaO2 <70)
- ceftriaxone + azithro for CAP pending w/u
- induced sputum for PJP DFA
- CT chest
- fluconazole for thrush
- ID consult; admit medicine step-down
"""),
    _n(2, "RR", H1, "2311-04-10T06:30:00", "2311-04-10T07:40:00", """
EXAMINATION:  CT CHEST WITHOUT CONTRAST

INDICATION:  34-year-old man with new HIV, hypoxemia and bilateral opacities; household contact of a
brother with pulmonary tuberculosis. Evaluate for tuberculosis (cavitation, tree-in-bud) versus
Pneumocystis pneumonia.

TECHNIQUE:  Axial non-contrast CT of the chest with 1.25 mm reconstructions and multiplanar reformats.

COMPARISON:  Chest radiograph 2311-04-10.

FINDINGS:
Lungs: Diffuse bilateral ground-glass opacity with a perihilar and upper-lobe predominance, with
relative sparing of the subpleural lung and superimposed interlobular septal thickening
("crazy paving") in the upper lobes. Three thin-walled cysts in the right upper lobe, up to 1.4 cm,
compatible with pneumatoceles. No cavitation. No tree-in-bud nodularity. No miliary nodules. No
consolidation. No pneumothorax.
Pleura: No pleural effusion.
Mediastinum: No mediastinal or hilar lymphadenopathy. No calcified granulomas.
Upper abdomen: Unremarkable.

IMPRESSION:
1. Diffuse ground-glass opacity with upper-lobe predominance and pneumatoceles, most consistent with
Pneumocystis jirovecii pneumonia.
2. No cavitation, tree-in-bud opacity, lymphadenopathy or effusion; no imaging features of active
pulmonary tuberculosis, although imaging cannot exclude it in advanced HIV. Correlate with sputum
AFB studies.
3. Pneumatoceles: small risk of pneumothorax.
"""),
    _n(3, "CN", H1, "2311-04-11T15:00:00", "2311-04-11T16:40:00", """
INFECTIOUS DISEASES CONSULT -- ATTENDING NOTE

Mr. ___ is 34, was well until about three weeks ago, and has a new diagnosis of HIV with a CD4 count
of 28 (4%) and a viral load of 412,000 copies/mL. His induced sputum is positive for Pneumocystis on
DFA, so the diagnosis of moderate-to-severe Pneumocystis pneumonia is secure (PaO2 58 on room air).

He is on TMP-SMX 15 mg/kg/day IV and prednisone 40 mg twice daily, which is right. I plan 21 days of
treatment in total, switching to oral once he is clearly better, with the standard 21-day prednisone
taper. After that he will need secondary prophylaxis with one DS tablet daily, which will also cover
toxoplasmosis: his Toxoplasma IgG is positive.

His brother's tuberculosis has to be taken seriously. The CT does not look like TB, but with a CD4 of
28 TB can look like anything. He stays in airborne isolation until three sputum AFB smears and the MTB
PCR are negative; the first smear and the PCR were negative this morning.

His hepatitis B surface antigen is positive, with e antigen positive and an HBV DNA of 210,000 IU/mL.
He has chronic hepatitis B, like his mother. Tenofovir alafenamide and emtricitabine treat both
viruses, and his ART must never be stopped without a plan for the HBV. Hepatitis C antibody and RPR
are negative.

A serum cryptococcal antigen is pending. If it is positive, he will need a lumbar puncture before ART.

I would start ART about ten days into the PJP treatment, once TB is excluded: bictegravir/
emtricitabine/tenofovir alafenamide, one tablet daily. With ART started this early, he does not need
MAC prophylaxis.

Recommendations:
- TMP-SMX 15 mg/kg/day for 21 days (IV now, oral when improving); prednisone taper, 21 days.
- Airborne isolation until AFB x3 and MTB PCR negative.
- Serum CrAg; LP only if positive.
- Fluconazole 200 mg daily x 14 days for oropharyngeal/esophageal candidiasis.
- ART ~4/20 (B/F/TAF). HLA-B*5701 not needed. G6PD sent in case we need dapsone later.
"""),
    _n(4, "PN", H1, "2311-04-16T13:00:00", "2311-04-16T13:55:00", """
MEDICINE NP PROGRESS NOTE -- HD 7

S: Breathing much better, walks to the bathroom without stopping. Swallowing better. Appetite back.

O: T 37.0, HR 92, RR 20, SpO2 94% 2L NC (was 6L on admission).
Labs: Na 135, K 5.6 (from 4.9), Cr 1.2 (0.9 on admit), WBC 4.4, LDH 310, ALT 44.

Micro / results:
- Induced sputum 4/10: Pneumocystis DFA POSITIVE.
- Sputum AFB smears 4/10, 4/11, 4/12: all NEGATIVE. MTB PCR (4/11) NEGATIVE. Cultures pending (final
at 6-8 wk). Airborne isolation discontinued 4/13.
- Serum cryptococcal antigen (4/12): NEGATIVE -> no LP.
- Toxo IgG positive. HBsAg+, HBeAg+, HBV DNA 2.1 x 10^5. G6PD normal.
- Ceftriaxone/azithro stopped 4/12.

A/P: 34M new HIV (CD4 28, VL 412k), chronic HBV, moderate-severe PJP, improving.
# PJP: TMP-SMX IV 4/10-4/14 (5 days); switched to PO 4/15: 2 DS tabs TID to complete 21 days
(last treatment dose 4/30), then 1 DS tab daily as secondary prophylaxis from 5/1.
Prednisone: 40 mg BID 4/10-4/14, 40 mg daily 4/15-4/19, then 20 mg daily 4/20-4/30.
# Hyperkalemia / Cr bump from TMP: K 5.6, Cr 1.2. Low-K diet, recheck tomorrow. Not changing TMP-SMX
dose unless K > 6.
# TB: excluded for now (smears x3 and PCR negative). Isolation off.
# Thrush / odynophagia: fluconazole 200 mg daily since 4/11, 14 days (through 4/24).
# HIV / HBV: ART (B/F/TAF) planned 4/20 per ID. Education with the HIV nurse today.
# Dispo: home once on room air, probably ~4/22.
"""),
    _n(5, "DS", H1, "2311-04-22T14:00:00", "2311-04-22T17:10:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Attending: ___.

Chief Complaint:
Shortness of breath

Major Surgical or Invasive Procedure:
None

History of Present Illness:
34M without prior care; 3 weeks of dyspnea, fever, weight loss; SpO2 84% RA. New HIV diagnosis.

Family History:
Mother with chronic hepatitis B. Brother treated for pulmonary tuberculosis in 2309.

Pertinent Results:
CD4 28 (4%); HIV-1 RNA 412,000 copies/mL; genotype: no resistance mutations.
Sputum Pneumocystis DFA positive. AFB smears x3 negative; MTB PCR negative; AFB cultures pending.
Serum CrAg negative. Toxoplasma IgG positive. HBsAg positive, HBeAg positive, HBV DNA 2.1 x 10^5 IU/mL.
HCV Ab negative. RPR negative. G6PD normal.
CT chest 4/10: PJP pattern with pneumatoceles; no features of TB.

Brief Hospital Course:
# Pneumocystis pneumonia, moderate-severe: TMP-SMX 15 mg/kg/day IV 4/10-4/14, then oral 2 DS tabs TID
from 4/15 to complete 21 days (through 4/30). Adjunctive prednisone taper (40 mg BID 4/10-4/14, 40 mg
daily 4/15-4/19, 20 mg daily 4/20-4/30). Weaned to room air 4/20. Then TMP-SMX 1 DS daily as secondary
PJP prophylaxis and toxoplasma prophylaxis (IgG positive) from 5/1, until CD4 > 200 for 3 months on ART.
# Tuberculosis ruled out: three negative smears and a negative PCR; airborne isolation 4/10-4/13.
Cultures pending.
# Cryptococcus: serum antigen negative; no LP.
# HIV, new diagnosis: bictegravir/emtricitabine/tenofovir alafenamide started 4/20. No MAC
prophylaxis (ART started promptly).
# Chronic hepatitis B: treated by TAF/FTC in his ART. Do not stop ART without ID input.
# Oropharyngeal candidiasis with odynophagia: fluconazole 4/11-4/24.
# Hyperkalemia from trimethoprim: K peak 5.6 on 4/16, 5.0 at discharge on a low-potassium diet.

Medications on Admission:
None.

Discharge Medications:
1. Bictegravir/Emtricitabine/Tenofovir Alafenamide 50/200/25 mg 1 tab PO DAILY  (NEW)
2. Sulfamethoxazole-Trimethoprim DS 2 tabs PO TID through 4/30, then 1 DS tab PO DAILY from 5/1  (NEW)
3. PredniSONE 20 mg PO DAILY through 4/30, then stop  (NEW)
4. Fluconazole 200 mg PO DAILY through 4/24  (NEW)

Discharge Disposition:
Home

Discharge Diagnosis:
HIV infection with CD4 28 (AIDS)
Pneumocystis jirovecii pneumonia
Chronic hepatitis B
Oropharyngeal candidiasis

Discharge Instructions:
Take the HIV pill every day; it also treats hepatitis B. After 4/30 keep taking one Bactrim DS tablet
every day: it prevents pneumonia and toxoplasmosis. Call if you cannot take it.

Followup Instructions:
ID clinic 5/20 with labs.
"""),
    _n(6, "PN", None, "2311-05-20T09:30:00", "2311-05-20T10:20:00", """
ID CLINIC -- NP NOTE

S: 34M, new HIV 4/2311 (CD4 28), s/p PJP, chronic HBV. Back at work. No SOB, no fever. Took
Biktarvy every day (pill count matches). Finished prednisone 4/30 and fluconazole 4/24. Now on
TMP-SMX DS 1 daily since 5/1 -- reports nausea most mornings, says he takes it "most days". No rash.

O: T 36.7, HR 78, SpO2 98% RA, weight 66 kg (+3 kg). No thrush. Lungs clear.
Labs: CD4 64 (7%); HIV RNA 1,850 (from 412,000); HBV DNA 3,200 IU/mL; ALT 42; Cr 1.0; K 4.6;
ANC 2,100. AFB cultures from April: no growth at 6 weeks.

A/P:
# HIV: good early response. Continue B/F/TAF. Repeat VL and CD4 in 3 months.
# PJP / toxo prophylaxis: CD4 64 -- still needs TMP-SMX daily; toxo IgG positive, so at CD4 < 100
this is protecting him from toxoplasmosis as well as PJP. Discussed at length: do not stop it.
Ondansetron 4 mg PO before the morning dose for nausea; take with food. If he still cannot tolerate
it, call us -- we will switch to atovaquone (G6PD is normal, so dapsone is also an option).
# Chronic HBV: DNA falling on TAF/FTC. Never stop without ID.
# TB: cultures negative to date; final at 8 weeks.
RTC 3 months, sooner if needed.
"""),
    _n(7, "ED", H2, "2311-07-13T11:45:00", "2311-07-13T13:30:00", """
ED RESIDENT NOTE

CC: seizure

HPI: 34M HIV (dx 4/2311, CD4 64 in May), s/p PJP (d/c'd 4/22), chronic HBV, BIBA after witnessed
GTC at work ~10:50, ~2 min, postictal ~15 min. 1 wk of R-sided HA; 3 d L hand clumsy ("dropping
plates"). No prior seizures. Low-grade temps at home. Taking Biktarvy daily. STOPPED Bactrim ~5 wk
ago (~6/5) b/c nausea, did not call clinic. No drugs/EtOH.

Meds: B/F/TAF daily; TMP-SMX DS daily (prescribed, not taking since ~6/5); ondansetron prn.
All: NKDA

Exam: T 37.9, HR 104, BP 128/80, SpO2 98% RA. GCS 14 -> 15 by 12:30. L pronator drift, L grip
4/5, otherwise nonfocal. No meningismus. Thrush absent.
Labs: WBC 4.1, ANC 2,400, Hgb 12.4, plt 190, Na 136, Cr 0.9, glucose 96. CD4/VL sent.
CT head (prelim): hypodensities R basal ganglia + L frontal w/ edema, ?enhancement -> MRI.

A/P: 34M AIDS off toxo/PJP ppx w/ first seizure + focal deficits + multiple brain lesions -> c/f
cerebral toxoplasmosis (IgG+ in April) vs PCNSL vs abscess/TB.
- levetiracetam 1 g IV load, then 500 mg BID
- MRI brain w/wo
- empiric toxo tx after MRI (pyrimethamine/sulfadiazine/leucovorin) -- ID aware
- dexamethasone only if significant mass effect on MRI
- no LP until MRI (mass effect)
- continue ART
- admit medicine, ID + neurosurg consults
"""),
    _n(8, "RR", H2, "2311-07-13T16:20:00", "2311-07-13T17:35:00", """
EXAMINATION:  MRI BRAIN WITH AND WITHOUT CONTRAST

INDICATION:  34-year-old man with AIDS (CD4 64), off prophylaxis, with a first generalized seizure,
left hand weakness and lesions on CT. Toxoplasmosis versus primary CNS lymphoma versus abscess or
tuberculoma.

TECHNIQUE:  Multiplanar multisequence MRI of the brain before and after 7 mL of intravenous
gadolinium, including diffusion, susceptibility and perfusion-weighted imaging.

COMPARISON:  CT head 2311-07-13.

FINDINGS:
There are three ring-enhancing lesions:
- Right basal ganglia (lentiform nucleus and internal capsule), 2.1 cm, with an eccentric enhancing
nodule along the wall ("eccentric target sign").
- Left frontal lobe at the corticomedullary junction, 1.2 cm.
- Right cerebellar hemisphere, 0.8 cm.
Each is surrounded by vasogenic edema. The right lateral ventricle is mildly effaced, with 3 mm of
leftward shift. No herniation. The lesion centers do not restrict diffusion. Perfusion shows low
relative cerebral blood volume in the lesion walls. There is no subependymal or periventricular
enhancement and no leptomeningeal enhancement. No hemorrhage.

IMPRESSION:
1. Three ring-enhancing lesions (right basal ganglia, left frontal, right cerebellar) with an
eccentric target sign and low perfusion, most consistent with cerebral toxoplasmosis.
Toxoplasmosis is favored over primary CNS lymphoma (multiplicity, no subependymal spread, low rCBV).
Pyogenic abscess is unlikely (no central restricted diffusion). Tuberculoma is less likely.
2. Mild mass effect with 3 mm midline shift; no herniation.
"""),
    _n(9, "RR", H2, "2311-07-23T10:15:00", "2311-07-23T11:30:00", """
EXAMINATION:  MRI BRAIN WITH AND WITHOUT CONTRAST

INDICATION:  34-year-old man with AIDS on day 10 of treatment for presumed cerebral toxoplasmosis.
Assess response; lymphoma if not improved (biopsy planned if no response).

TECHNIQUE:  As on 2311-07-13, with 7 mL of intravenous gadolinium.

COMPARISON:  MRI brain 2311-07-13.

FINDINGS:
The right basal ganglia lesion measures 1.3 cm (previously 2.1 cm) with thinner peripheral
enhancement. The left frontal lesion measures 0.6 cm (previously 1.2 cm). The right cerebellar lesion
no longer enhances, with faint residual T2 signal. Surrounding vasogenic edema is substantially
decreased, and the midline shift has resolved. No new lesion. No hemorrhage. No hydrocephalus.

IMPRESSION:
Interval decrease in the size of all three lesions and their edema after 10 days of therapy, with no
new lesion. The response supports the diagnosis of toxoplasmosis.
"""),
    _n(10, "DS", H2, "2311-07-24T12:30:00", "2311-07-24T15:45:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Attending: ___.

Chief Complaint:
Seizure

Major Surgical or Invasive Procedure:
None

History of Present Illness:
34M, HIV (4/2311; CD4 64 in May) on B/F/TAF, PJP 4/2311, chronic HBV, Toxoplasma IgG positive;
first generalized seizure 7/13 after a week of headache and left hand weakness. Stopped TMP-SMX
around 6/5 because of nausea.

Past Medical History:
HIV/AIDS; PJP (4/2311); chronic hepatitis B; oropharyngeal candidiasis (4/2311).

Family History:
Mother with chronic hepatitis B. Brother treated for pulmonary TB in 2309.

Pertinent Results:
CD4 71 (7%); HIV RNA 90 copies/mL (7/14). ANC 2,400 (7/13) -> 1,100 (7/23).
MRI 7/13: three ring-enhancing lesions, toxoplasmosis favored over lymphoma.
MRI 7/23: all lesions smaller, edema less, no new lesion.
Cr 0.9 -> 1.9 (7/18) -> 1.1 (7/22). UA 7/18: sulfonamide crystals, microscopic hematuria.

Brief Hospital Course:
# Cerebral toxoplasmosis: reactivation of latent infection (IgG positive) after he self-discontinued
TMP-SMX prophylaxis with a CD4 still below 100. IRIS was considered and thought unlikely (ART started
3 months earlier with limited CD4 recovery; lesions typical of active toxoplasmosis). Treated from 7/13
with pyrimethamine 200 mg once, then 75 mg daily; sulfadiazine 1,500 mg q6h; leucovorin 10 mg daily.
Acute treatment is planned for 6 weeks (through 8/24), then maintenance doses until the CD4 is above
200 for 6 months on ART. The plan was a stereotactic biopsy only if there was no clinical or
radiographic improvement at 10-14 days; his hand strength returned to normal by 7/19 and the MRI on
7/23 showed all lesions shrinking, so no biopsy.
# Cerebral edema: dexamethasone 4 mg q6h 7/13-7/16, tapered, last dose 7/20.
# Seizure: levetiracetam 1 g load, then 500 mg BID. No further seizures. Continue for at least 6
months. No driving.
# Sulfadiazine crystalluria with AKI: Cr 1.9 on 7/18 with crystals. Sulfadiazine held for 24 h
(7/18), IV fluids; resumed 7/19 at the same dose with 3 L/day fluids and sodium bicarbonate 1,300 mg
TID. Cr 1.1 on 7/22.
# Neutropenia on pyrimethamine: ANC 1,100 on 7/23. Leucovorin increased from 10 to 25 mg daily on the
day of discharge. Weekly CBC.
# HIV / HBV: B/F/TAF continued throughout; VL 90. Not interrupted.
# PJP prophylaxis: pyrimethamine-sulfadiazine also covers Pneumocystis, so TMP-SMX is not restarted
while he takes it.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Bictegravir/Emtricitabine/Tenofovir Alafenamide 1 tab PO DAILY
2. Sulfamethoxazole-Trimethoprim DS 1 tab PO DAILY (not taking since ~6/5)
3. Ondansetron 4 mg PO PRN nausea

Discharge Medications:
1. Bictegravir/Emtricitabine/Tenofovir Alafenamide 1 tab PO DAILY  (continued)
2. Pyrimethamine 75 mg PO DAILY  (NEW; through 8/24, then maintenance dose per ID)
3. SulfaDIAZINE 1,500 mg PO Q6H  (NEW; through 8/24, then maintenance dose per ID)
4. Leucovorin 25 mg PO DAILY  (NEW; started 10 mg 7/13, increased on the day of discharge)
5. LevETIRAcetam 500 mg PO BID  (NEW)
6. Sodium Bicarbonate 1,300 mg PO TID  (NEW)
7. Ondansetron 4 mg PO PRN nausea  (continued)
8. Sulfamethoxazole-Trimethoprim -- STOPPED (covered by sulfadiazine/pyrimethamine)
9. Dexamethasone -- completed 7/20

Discharge Disposition:
Home

Discharge Diagnosis:
Cerebral toxoplasmosis
Provoked seizure
Sulfadiazine crystalluria with acute kidney injury
HIV/AIDS; chronic hepatitis B

Discharge Instructions:
Drink at least 3 liters a day. Do not stop any medicine without calling ID. No driving.

Followup Instructions:
ID clinic 1 week with CBC, BMP; MRI brain at 6 weeks.
"""),
]
