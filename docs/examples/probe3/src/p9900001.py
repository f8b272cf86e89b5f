"""Patient 9900001: hypertensive left putaminal ICH (2193-03), then a late post-ICH
focal seizure with a fall and orthostatic hypotension (2193-07). Fictional."""

PATIENT = {"subject_id": 9900001, "gender": "F", "anchor_age": 68, "race": "WHITE"}

ADMISSIONS = [
    {"hadm_id": 29900011, "admittime": "2193-03-14T21:40:00", "dischtime": "2193-03-22T14:00:00",
     "race": "WHITE", "insurance": "Medicare"},
    {"hadm_id": 29900012, "admittime": "2193-07-19T10:15:00", "dischtime": "2193-07-23T16:00:00",
     "race": "WHITE", "insurance": "Medicare"},
]

NOTES = []

NOTES.append({"note_id": "9900001-ED-1", "hadm_id": 29900011, "note_type": "ED",
              "charttime": "2193-03-14T23:10:00", "storetime": "2193-03-14T23:41:00", "text": """\
ED NOTE - night float

68F HTN, T2DM, depression, BIBA after husband found her on kitchen floor ~20:30, not talking, R side weak. LKW 20:00. HA since this AM. +urinary incontinence, no witnessed shaking.
Meds: ASA 81 (primary prevention), lisinopril 20, amlodipine 5, atorva 40, metformin 500 BID, sertraline 50. No AC.
All: PCN (rash)

VS: BP 212/108, HR 88, SpO2 97% RA, FS 162
Exam: expressive aphasia, R facial droop, RUE 2/5, RLE 3/5. NIHSS 12.
Labs: plt 231, INR 1.0, Cr 0.9
CT/CTA: L putaminal ICH ~18 mL, no IVH, no spot sign (prelim).

A/P: L basal ganglia ICH, likely hypertensive.
- nicardipine gtt started 22:05, goal SBP <140
- ASA HELD. No plt transfusion (PATCH)
- found down + incontinent ?sz -> keppra 1 g IV load, then 500 BID; neuro to decide
- hold metformin, lisinopril, amlodipine while on gtt; SSI
- NSGY: deep, <30 mL, nonoperative
- admit Neuro ICU, FULL CODE
"""})

NOTES.append({"note_id": "9900001-RR-2", "hadm_id": 29900011, "note_type": "RR",
              "charttime": "2193-03-14T22:34:00", "storetime": "2193-03-14T23:02:00", "text": """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST; CTA HEAD AND NECK

INDICATION:  68 year old woman with acute right hemiparesis and aphasia.  Evaluate for hemorrhage; if present, evaluate for spot sign, arteriovenous malformation or aneurysm.

COMPARISON:  None.

FINDINGS:
Acute intraparenchymal hemorrhage centered in the left putamen, 4.1 x 2.6 x 3.3 cm (approximately 18 mL), with thin surrounding edema and 3 mm rightward midline shift.  No intraventricular extension.  No subarachnoid or extra-axial blood.  Mild chronic small vessel disease.
CTA: No spot sign.  No arteriovenous malformation, dural fistula or aneurysm.  Mild calcified plaque at both carotid bifurcations without significant stenosis.

IMPRESSION:
1.  Acute left putaminal hemorrhage, approximately 18 mL, without intraventricular extension.  Location favors hypertensive etiology.
2.  No spot sign, arteriovenous malformation or aneurysm.
"""})

NOTES.append({"note_id": "9900001-PN-3", "hadm_id": 29900011, "note_type": "PN",
              "charttime": "2193-03-16T11:20:00", "storetime": "2193-03-16T12:05:00", "text": """\
Neuro ICU Attending Progress Note - hospital day 3

I saw Mrs. ___ with the team and her husband this morning. Her speech is a little more fluent - she names common objects - and the right leg is now antigravity, though the arm remains weak. NIHSS 9, from 12 on arrival.

Yesterday's repeat CT showed the hematoma unchanged, so we are past the window for expansion. The nicardipine infusion was weaned off yesterday evening after roughly 20 hours, and she is at goal on oral agents: amlodipine restarted at 10 mg, double her home dose, and lisinopril at her home 20 mg, which will probably need to go up.

Seizures: she was loaded with levetiracetam in the ED because she was found down and incontinent. Twenty-four hours of EEG showed slowing only, no seizures, and prophylaxis after ICH is not recommended, so I stopped it this morning after the load plus two doses.

Aspirin was for primary prevention only. We will keep it off. She may not need it at all, although her diabetes and carotid plaque push the other way; I would leave this to stroke clinic, not restart before four weeks from the bleed, and only if the MRI shows no lobar microbleed pattern of amyloid angiopathy and no underlying lesion.

Atorvastatin continues. Plan: stroke unit today, PT/OT/SLP, likely acute rehab; MRI brain with and without contrast in 6-8 weeks as an outpatient.
"""})

NOTES.append({"note_id": "9900001-DS-4", "hadm_id": 29900011, "note_type": "DS",
              "charttime": "2193-03-22T12:30:00", "storetime": "2193-03-22T15:10:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   F
Service: NEUROLOGY
Allergies: Penicillins
Attending: ___.

Chief Complaint:
Aphasia and right-sided weakness

History of Present Illness:
68 year old woman with hypertension, type 2 diabetes and depression, found on her kitchen floor by her husband unable to speak and weak on the right, after a day of headache. BP 212/108, NIHSS 12. CT: acute left putaminal intracerebral hemorrhage.

Brief Hospital Course:
# Left putaminal intracerebral hemorrhage: approximately 18 mL, no intraventricular extension. Nicardipine infusion for about 20 hours, then oral agents. Repeat CT 3/15 and 3/17 stable. CTA without vascular malformation or aneurysm; hypertensive etiology. NIHSS 6 at discharge (right arm weakness, mild anomia). MRI brain planned in 6-8 weeks to look for an underlying lesion or cerebral amyloid angiopathy.

# Possible seizure at onset: levetiracetam load in the ED, then 500 mg BID. 24-hour EEG without seizures. Levetiracetam stopped 3/16; no antiseizure medication at discharge.

# Hypertension: amlodipine restarted 3/15 at 10 mg (home 5 mg); lisinopril restarted at 20 mg and increased to 40 mg on 3/18.

# Antiplatelet: aspirin 81 mg (primary prevention) held on admission and NOT resumed. Stroke clinic to decide after the MRI, not before 4 weeks.

# Type 2 diabetes: metformin held, resumed 3/17.

Medications on Admission:
1. Aspirin 81 mg PO daily
2. Lisinopril 20 mg PO daily
3. Amlodipine 5 mg PO daily
4. Atorvastatin 40 mg PO QHS
5. MetFORMIN 500 mg PO BID
6. Sertraline 50 mg PO daily

Discharge Medications:
1. Amlodipine 10 mg PO DAILY
2. Lisinopril 40 mg PO DAILY
3. Atorvastatin 40 mg PO QHS
4. MetFORMIN 500 mg PO BID
5. Sertraline 50 mg PO DAILY
6. Acetaminophen 650 mg PO Q6H:PRN headache
HELD: Aspirin 81 mg - until told by stroke clinic.

Discharge Disposition:
Extended Care - acute rehabilitation

Discharge Diagnosis:
Left putaminal intracerebral hemorrhage, hypertensive

Discharge Instructions:
You had a bleed deep in the left side of your brain caused by high blood pressure. Your blood pressure medicines were increased. Do not take aspirin, ibuprofen or naproxen until the stroke doctors say so.

Followup Instructions:
MRI brain in 6-8 weeks, then stroke clinic.
"""})

NOTES.append({"note_id": "9900001-RR-5", "hadm_id": None, "note_type": "RR",
              "charttime": "2193-05-10T09:40:00", "storetime": "2193-05-10T13:22:00", "text": """\
EXAMINATION:  MRI BRAIN WITH AND WITHOUT CONTRAST (outpatient)

INDICATION:  68 year old woman with left putaminal hemorrhage 03/2193.  Evaluate for underlying mass or vascular malformation, and for cerebral amyloid angiopathy, before a decision on aspirin.

COMPARISON:  CT and CTA head 03/2193.

FINDINGS:
Evolving left putaminal hematoma, now 2.4 x 1.3 cm, with a hemosiderin rim.  No enhancing tissue in or around the cavity.  SWI: two punctate microbleeds in the right thalamus and one in the pons; no lobar microbleeds; no cortical superficial siderosis.  Moderate deep white matter FLAIR hyperintensities.  No acute infarct.

IMPRESSION:
1.  Evolving left putaminal hematoma without underlying mass or vascular malformation.
2.  Deep microbleeds: hypertensive arteriopathy pattern.  No findings to suggest cerebral amyloid angiopathy.
"""})

NOTES.append({"note_id": "9900001-ED-6", "hadm_id": 29900012, "note_type": "ED",
              "charttime": "2193-07-19T11:45:00", "storetime": "2193-07-19T12:02:00", "text": """\
ED resident note

68F w/ L putaminal ICH 3/2193 (resid mild R hand weakness, anomia), HTN, T2DM, BIBA after fall at breakfast ~08:45. Per husband: mid-sentence stopped talking, R face + arm jerking ~2 min, then slid off chair, hit R forehead. Confused ~20 min, now baseline. +incontinence.
Also lightheaded on standing x2 wks; near-fall last wk (caught the counter).
Meds: ASA 81 (restarted 5/2193 at stroke clinic after MRI), amlodipine 10, lisinopril 40, atorva 40, metformin 500 BID, sertraline 50. No AED.

VS: BP 104/62 lying -> 86/54 standing, HR 72 -> 84. FS 141.
Exam: R frontal scalp hematoma. Mild R drift + anomia = baseline. NIHSS 2.
Labs/ECG unremarkable. CT head: no new bleed (prelim).

A/P:
1) speech arrest + R focal motor sx then fall: ?focal sz vs TIA; recurrent ICH excluded. Neuro consult. Ativan PRN.
2) orthostatic hypotension: 1 L NS, hold amlodipine + lisinopril
3) ASA: continue (no new bleed)
Admit neurology.
"""})

NOTES.append({"note_id": "9900001-RR-7", "hadm_id": 29900012, "note_type": "RR",
              "charttime": "2193-07-19T11:32:00", "storetime": "2193-07-19T11:58:00", "text": """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  68 year old woman with prior left intracerebral hemorrhage, fall with head strike and transient aphasia.  Evaluate for recurrent hemorrhage.

COMPARISON:  CT head 03/2193; MRI brain 05/2193.

FINDINGS:
The left putaminal hemorrhage has evolved to a slit-like area of encephalomalacia.  No new intraparenchymal, subdural, epidural or subarachnoid hemorrhage.  No acute infarct.  Right frontal scalp hematoma.  No fracture.

IMPRESSION:
1.  No new intracranial hemorrhage.
2.  Chronic left putaminal encephalomalacia.
3.  Right frontal scalp hematoma without fracture.
"""})

NOTES.append({"note_id": "9900001-CN-8", "hadm_id": 29900012, "note_type": "CN",
              "charttime": "2193-07-19T16:10:00", "storetime": "2193-07-19T16:48:00", "text": """\
NEUROLOGY CONSULT NOTE

Reason: ?seizure vs TIA with fall after prior ICH

68F, four months after a hypertensive left putaminal hemorrhage, who this morning had an abrupt speech arrest with clonic jerking of the right face and arm for about two minutes, then slid from her chair and struck her forehead, followed by twenty minutes of confusion. In March she had a levetiracetam load and two doses, stopped after a negative EEG. Aspirin was resumed at stroke clinic in May after the MRI, which showed a hypertensive, not amyloid, pattern. Separately, two weeks of orthostatic lightheadedness.

Exam: mild anomia and right drift, unchanged from May. CT: no new hemorrhage.

Impression: focal motor seizure with impaired awareness - a late, remote symptomatic seizure after ICH. TIA does not cause clonic activity or postictal confusion. The fall followed the seizure; orthostasis is an additional fall risk. Recurrence risk after a late post-ICH seizure is high enough to call this epilepsy and treat after one event.

Recommendations:
1. Levetiracetam 750 mg BID starting today; if mood worsens, switch to lamotrigine rather than stopping.
2. Routine EEG tomorrow.
3. Continue aspirin 81 mg; hold only for new bleeding.
4. Reduce amlodipine for orthostasis.
5. No driving for 6 months from today (state law); counselled.
6. Stroke/epilepsy clinic 4 weeks after discharge.
"""})

NOTES.append({"note_id": "9900001-DS-9", "hadm_id": 29900012, "note_type": "DS",
              "charttime": "2193-07-23T14:00:00", "storetime": "2193-07-23T17:30:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   F
Service: NEUROLOGY
Allergies: Penicillins
Attending: ___.

Chief Complaint:
Fall after transient speech arrest and right arm jerking

History of Present Illness:
68F with a hypertensive left putaminal ICH in 03/2193, who had a two-minute episode of speech arrest with right face and arm jerking, then slid off her chair and struck her forehead. Two weeks of orthostatic lightheadedness. CT: no new hemorrhage.

Brief Hospital Course:
# Focal seizure, late post-ICH (epilepsy): levetiracetam 750 mg BID started 7/19. EEG 7/20: left frontotemporal slowing with rare sharp waves. No further events.

# Fall with right frontal scalp hematoma: caused by the seizure; no fracture or new bleed.

# Orthostatic hypotension: amlodipine and lisinopril held 7/19. Lisinopril resumed at 40 mg on 7/20. Amlodipine restarted 7/21 at 5 mg (previously 10 mg). Orthostatics negative 7/22.

# History of ICH: aspirin 81 mg (restarted 05/2193 by stroke clinic) continued throughout.

Discharge Medications:
1. LevETIRAcetam 750 mg PO BID (NEW)
2. Amlodipine 5 mg PO DAILY (DECREASED from 10 mg)
3. Lisinopril 40 mg PO DAILY
4. Aspirin 81 mg PO DAILY
5. Atorvastatin 40 mg PO QHS
6. MetFORMIN 500 mg PO BID
7. Sertraline 50 mg PO DAILY

Discharge Disposition:
Home with Service

Discharge Diagnosis:
Focal seizure, remote symptomatic (post-ICH epilepsy); fall; orthostatic hypotension

Discharge Instructions:
You had a seizure caused by scarring from your brain bleed, and fell as a result. There was no new bleeding. Take levetiracetam (Keppra) twice a day. Your amlodipine dose was halved. No driving for 6 months from the day of the seizure.

Followup Instructions:
Stroke/epilepsy clinic in 4 weeks. PCP in 1-2 weeks.
"""})
