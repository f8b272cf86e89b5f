"""Patient 9900003 - neurology (status epilepticus, focal epilepsy after meningioma resection). Fictional."""

SID = 9900003

PATIENT = {"subject_id": SID, "gender": "F", "anchor_age": 47, "race": "HISPANIC/LATINO - PUERTO RICAN"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": 29900031, "admittime": "2303-05-14T07:20:00",
     "dischtime": "2303-05-20T15:00:00", "race": "HISPANIC/LATINO - PUERTO RICAN", "insurance": "Private"},
    {"subject_id": SID, "hadm_id": 29900032, "admittime": "2303-09-02T18:40:00",
     "dischtime": "2303-09-07T12:30:00", "race": "HISPANIC/LATINO - PUERTO RICAN", "insurance": "Private"},
]


def _note(seq, ntype, hadm, chart, store, text):
    return {"note_id": f"{SID}-{ntype}-{seq}", "subject_id": SID, "hadm_id": hadm,
            "note_type": ntype, "note_seq": seq, "charttime": chart, "storetime": store,
            "text": text.strip("\n") + "\n"}


NOTES = [
    _note(1, "ED", 29900031, "2303-05-14T08:10:00", "2303-05-14T09:02:00", """
ED RESIDENT NOTE

CC: seizure, not stopping

HPI: 47F h/o R frontal meningioma s/p resection 2297, focal epilepsy since 2298 on LEV 1000 BID, BIBA. Husband found her ~06:40 having a GTC in bed; EMS 06:55 still convulsing, midazolam 10 mg IM, brief pause then jerking again. Husband says she ran out of LEV 3 days ago while visiting her mother out of state. Poor sleep x several nights. No EtOH, no drugs.

On arrival 07:20: GTC ongoing. Lorazepam 4 mg IV 07:22 -> stopped ~07:26, did not wake. Recurrent GTC 07:35 w/o return to baseline -> GCSE. Lorazepam 4 mg IV 07:37 + fosphenytoin 20 mg PE/kg 07:40. Not protecting airway, sats 86% -> intubated 07:50, propofol gtt. No clinical sz activity after 07:45.

PMH: R frontal meningioma (WHO I) resected 2297; focal epilepsy (focal impaired awareness sz ~2/yr, one GTC at onset 2298); depression; migraine.
Meds: levetiracetam 1000 BID (missed x3d), sertraline 50, norethindrone-ethinyl estradiol.
Family hx: brother w/ juvenile myoclonic epilepsy. Mom had a stroke at 70 (a-fib).

Exam (intubated): T 38.3 HR 118 BP 156/88. Pupils reactive. Tongue laceration. No rash.

Labs: Glu 148, Na 139, lactate 6.1 -> 2.4, CK 1,450, WBC 13.2. Utox neg. UA neg. hCG neg. LEV level sent.

A/P: 47F focal epilepsy p/w GCSE, likely 2/2 missed LEV + sleep deprivation.
- GCSE: s/p lorazepam x2, fosphenytoin load, intubated. cEEG ASAP to r/o NCSE. Restart LEV.
- r/o ICH / recurrent tumor: CT head now.
- Fever 38.3: likely from convulsions, cannot exclude CNS infection -> vanc/CTX/acyclovir, LP after CT.
- Neuro ICU.
"""),

    _note(2, "RR", 29900031, "2303-05-14T08:20:00", "2303-05-14T08:51:00", """
EXAMINATION:  CT HEAD W/O CONTRAST

INDICATION:  47 year old woman in status epilepticus, intubated.  History of right frontal meningioma resection.  Evaluate for intracranial hemorrhage or recurrent mass.

TECHNIQUE:  Contiguous axial images through the brain without contrast, with coronal and sagittal reformations.

COMPARISON:  MRI brain 2301.

FINDINGS:
Postsurgical changes of a right frontal craniotomy.  Encephalomalacia and gliosis at the right frontal resection bed, unchanged in extent from the prior MRI.  No acute intracranial hemorrhage.  No extra-axial collection.  No mass or mass effect; no midline shift.  Ventricles and sulci are normal in size for age.  Gray-white matter differentiation is preserved.  The basal cisterns are patent.  The visualized paranasal sinuses are clear.  Endotracheal tube noted.

IMPRESSION:
No acute intracranial abnormality.  No hemorrhage.  Stable postsurgical changes in the right frontal lobe without evidence of a recurrent mass on this non-contrast study.
"""),

    _note(3, "CN", 29900031, "2303-05-15T11:00:00", "2303-05-15T13:15:00", """
NEUROLOGY (EPILEPSY) - NEURO ICU ATTENDING NOTE

I examined Mrs. ___ this morning and reviewed the EEG with the fellow.

She has had focal epilepsy since 2298, the year after her right frontal meningioma was resected: about two focal impaired-awareness seizures a year and a single generalized convulsion at onset. She has never been in status before and has never needed intubation for a seizure. Yesterday she presented in generalized convulsive status epilepticus after three days without levetiracetam, which ran out while she was visiting her mother, and several nights of poor sleep. The convulsions stopped after the second lorazepam and a fosphenytoin load, and she was intubated at 07:50.

The EEG, started at 09:30 yesterday, has shown no electrographic seizures; there are frequent right frontal sharp waves over the resection bed. Propofol was weaned at 08:00 and she was extubated at 09:50 today, about 26 hours after intubation. She is awake and following commands. The LP was bland (WBC 2, protein 38) and the CT showed no hemorrhage. I would continue acyclovir until the HSV PCR returns; I do not think this is encephalitis.

Plan:
1. Levetiracetam increased from 1000 to 1500 mg BID from today. Fosphenytoin load only: I am not continuing phenytoin, which would also interact with her oral contraceptive.
2. Given the sharp waves, add lacosamide 100 mg BID from tomorrow, 5/16. PR 164 ms.
3. cEEG for 48 hours in total (to about 09:30 on 5/16).
4. MRI brain with contrast to look for recurrent meningioma.
5. No driving: state law requires 6 months seizure-free.

Family history: brother with juvenile myoclonic epilepsy; mother had a stroke at 70 with atrial fibrillation. She herself has no history of stroke.
"""),

    _note(4, "RR", 29900031, "2303-05-16T13:00:00", "2303-05-16T15:30:00", """
EXAMINATION:  MRI BRAIN WITH AND WITHOUT CONTRAST

INDICATION:  47 year old woman with status epilepticus on 5/14.  Prior right frontal meningioma resection (2297).  Evaluate for recurrent meningioma or new epileptogenic lesion.

TECHNIQUE:  Multiplanar, multisequence MRI of the brain before and after 7 mL gadobutrol.

COMPARISON:  CT head 5/14.  MRI brain 2301.

FINDINGS:
Right frontal craniotomy with encephalomalacia and surrounding gliosis at the resection bed, unchanged from 2301.  There is no enhancing extra-axial or parenchymal mass, and no dural thickening or nodularity to suggest recurrent meningioma.
There is faint gyriform increased diffusion signal with mildly low ADC and T2/FLAIR hyperintensity in the right frontal cortex immediately posterior to the resection cavity, and subtle FLAIR hyperintensity in the right pulvinar.  No corresponding enhancement.  This pattern, in the setting of recent status epilepticus, is most likely peri-ictal.  A small early infarct cannot be entirely excluded but is not favored given the cortical distribution crossing vascular territories and the involvement of the pulvinar.
No hemorrhage.  No hydrocephalus.  Hippocampi are symmetric in size and signal.  Flow voids are preserved.

IMPRESSION:
1.  No evidence of recurrent meningioma.
2.  Cortical diffusion and FLAIR signal in the right frontal lobe adjacent to the resection bed and in the right pulvinar, likely peri-ictal.  Recommend follow-up MRI in about 3 months to document resolution.
"""),

    _note(5, "PN", 29900031, "2303-05-17T16:30:00", "2303-05-17T17:20:00", """
NEUROLOGY FLOOR - NP PROGRESS NOTE

S:
- Transferred from neuro ICU 5/16 PM.
- Event today 14:10 witnessed by RN: stared, lip smacking, L hand fumbling, unresponsive ~60 s, no generalization. Confused ~10 min, then baseline. Husband: "that's her usual seizure."

O:
- Alert, oriented x3 now. Nonfocal.
- cEEG disconnected 5/16 ~09:30 after 48 h (no electrographic sz) - event not captured.
- CK 1,450 -> 310. LEV level (5/14) undetectable.
- Micro: CSF cx NG at 48 h (final pending). HSV PCR NEGATIVE (resulted 5/16).
- CXR 5/14: no consolidation - aspiration r/o'd.

A/P: 47F focal epilepsy p/w GCSE 5/14 after missing LEV x3d, now a breakthrough focal impaired-awareness seizure 5/17 (2nd seizure of this admission).
# Epilepsy:
  - LEV 1500 BID (since 5/15).
  - Lacosamide 100 BID started 5/16. Per Dr. ___: no change today; if another event, or at discharge, increase to 150 BID. PR on repeat ECG 168.
  - Lorazepam 2 mg IV PRN sz > 5 min. Seizure/fall precautions.
  - Phenytoin not continued after the load (per attending).
# Fever/r/o CNS infection: afebrile since 5/14. Vanc/CTX/acyclovir all d/c'd 5/16 after HSV neg and CSF cx NG x48h (~48 h of empiric coverage).
# MRI: no recurrence; peri-ictal signal. F/u MRI 3 mo.
# Mood: PHQ-9 10. Sertraline 50.
# Dispo: likely 5/19-5/20.
"""),

    _note(6, "DS", 29900031, "2303-05-20T13:20:00", "2303-05-20T16:40:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: NEUROLOGY

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Status epilepticus

Major Surgical or Invasive Procedure:
5/14 Endotracheal intubation (extubated 5/15)
5/14 Lumbar puncture
5/14-5/16 Continuous video EEG (48 hours)

History of Present Illness:
47F with focal epilepsy after right frontal meningioma resection (2297) who ran out of levetiracetam 3 days before presentation and developed generalized convulsive status epilepticus.

Family History:
Brother with juvenile myoclonic epilepsy. Mother: stroke at 70 (atrial fibrillation).

Pertinent Results:
CT head 5/14: no hemorrhage. MRI brain 5/16: no recurrent meningioma; right frontal and pulvinar signal, likely peri-ictal.
CSF 5/14: WBC 2, culture negative, HSV PCR negative. LEV level 5/14: undetectable.

Brief Hospital Course:
# Generalized convulsive status epilepticus: precipitated by three days of missed levetiracetam (ran out while traveling) and sleep deprivation. Not caused by infection (bland CSF, HSV PCR negative), hemorrhage or tumor recurrence (CT, MRI). Convulsions stopped after lorazepam x2 and a fosphenytoin load on 5/14. Intubated 5/14 07:50 for airway protection, extubated 5/15 09:50 (about 26 hours). cEEG for 48 hours without electrographic seizures. Levetiracetam increased to 1500 mg BID on 5/15. Phenytoin was not continued after the loading dose. Lacosamide 100 mg BID started 5/16.

# Breakthrough focal impaired-awareness seizure on 5/17 (second seizure of the admission; her typical semiology, 60 seconds, no generalization). Lacosamide INCREASED to 150 mg BID today, 5/20.

# Fever / empiric meningitis coverage: single temperature of 38.3 on arrival, attributed to convulsions. Vancomycin, ceftriaxone and acyclovir from 5/14 to 5/16 (about 48 hours), stopped once HSV PCR negative and CSF culture negative at 48 hours.

# Mild rhabdomyolysis: CK 1,450, resolved with fluids.

# MRI: likely peri-ictal signal; repeat MRI in about 3 months.

# Driving: none for 6 months from the last seizure (5/17), i.e. not before 11/17/2303.

Medications on Admission:
1. Levetiracetam 1000 mg PO BID (not taken for 3 days before admission)
2. Sertraline 50 mg PO daily
3. Norethindrone-ethinyl estradiol 1 tab PO daily

Discharge Medications:
1. Levetiracetam 1500 mg PO BID (CHANGED: increased from 1000 mg BID)
2. Lacosamide 150 mg PO BID (NEW: started 100 mg BID 5/16, increased 5/20)
3. Midazolam 5 mg intranasal PRN seizure > 5 min or cluster of 3 in 24 h; may repeat once (NEW)
4. Sertraline 50 mg PO daily
5. Norethindrone-ethinyl estradiol 1 tab PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Generalized convulsive status epilepticus due to missed antiseizure medication; structural focal epilepsy

Followup Instructions:
___
"""),

    _note(7, "PN", None, "2303-07-10T15:00:00", "2303-07-10T16:30:00", """
EPILEPSY CLINIC - ATTENDING LETTER

Dear Dr. ___,

I saw Mrs. ___ today with her husband, seven weeks after her admission for convulsive status epilepticus on 5/14. She had one further focal seizure in hospital on 5/17 and has been seizure-free since.

She takes levetiracetam 1500 mg and lacosamide 150 mg twice daily without missed doses. Her main complaint is dizziness about two hours after the lacosamide, with occasional double vision. Her husband feels she has been more irritable since the levetiracetam went up; PHQ-9 today is 12. She has end-gaze nystagmus. The routine EEG on 6/28 showed right frontal slowing and no epileptiform discharges.

The dizziness and diplopia are lacosamide side effects. I have asked her to keep the present doses for one more week; if the dizziness has not settled, she should reduce lacosamide to 100 mg twice daily and call the office. She should not stop it. I would rather not change levetiracetam this soon after status.

She may not drive before 11/17/2303. Follow-up MRI booked for 8/14.

Sincerely,
___, MD
"""),

    _note(8, "ED", 29900032, "2303-09-02T19:00:00", "2303-09-02T19:48:00", """
ED NOTE - RESIDENT

CC: seizure w/ fall

HPI: 47F h/o focal epilepsy after R frontal meningioma resection, GCSE 5/14 (intubated ~1d), on LEV 1500 BID, p/w GTC at home ~16:30, witnessed by pt's sister: stiffening then shaking ~2 min, self-terminated, fell from standing in the kitchen, struck R side of head and L shoulder. Post-ictal ~45 min, now back to baseline. Tongue bite. Pt says she stopped lacosamide around 8/12 "because the dizziness was terrible" -- did not reduce first, did not call neuro. Taking LEV "most days," may have missed 1-2 PM doses this week. No EtOH. Sleep ok.
L shoulder pain. Denies neck pain, vision change.

Exam: HR 96 BP 138/84. R parietal scalp hematoma, no step-off. C-spine nontender.
L shoulder: TTP posteriorly, pain w/ ext rotation, ROM limited. NV intact.
Neuro: AOx3, nonfocal.

Labs: CK 380, Na 138, LEV level pending.
CT head (prelim): no ICH, no skull fx, R parietal scalp hematoma.

A/P: 47F focal epilepsy p/w breakthrough GTC after self-d/c of lacosamide ~3 wks ago, with fall.
- Sz: extra LEV 1500 mg IV now. Neuro consulted re: lacosamide restart. Sz precautions, lorazepam PRN.
- Head strike: CT neg for bleed/fx.
- L shoulder: c/f posterior dislocation after sz -> XR 3 views incl axillary.
- Admit neuro for cEEG overnight.
"""),

    _note(9, "RR", 29900032, "2303-09-02T19:45:00", "2303-09-02T20:30:00", """
EXAMINATION:  SHOULDER 3+ VIEWS LEFT (AP, GRASHEY, AXILLARY)

INDICATION:  47 year old woman with a generalized seizure and fall onto the left shoulder.  Pain with external rotation.  Rule out posterior dislocation or fracture.

TECHNIQUE:  Three views of the left shoulder including an axillary view.

COMPARISON:  None.

FINDINGS:
The humeral head is normally located in the glenoid on all views, including the axillary view.  No lightbulb sign.  No fracture of the humeral head, neck or glenoid.  No impaction deformity of the anterior humeral head (reverse Hill-Sachs) and no glenoid rim fracture.  Mild degenerative change at the acromioclavicular joint.  Soft tissues unremarkable.

IMPRESSION:
No dislocation.  No fracture.
"""),

    _note(10, "DS", 29900032, "2303-09-07T10:40:00", "2303-09-07T14:10:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: NEUROLOGY

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Generalized seizure with fall

Major Surgical or Invasive Procedure:
9/3-9/4 Continuous video EEG (24 hours)

History of Present Illness:
47F with structural focal epilepsy, admitted 5/2303 with generalized convulsive status epilepticus (intubated 5/14-5/15) after missed levetiracetam, discharged on levetiracetam 1500 mg BID and lacosamide 150 mg BID. She stopped lacosamide on her own around 8/12 because of dizziness, and on 9/2 had a witnessed generalized tonic-clonic seizure with a fall onto her head and left shoulder.

Pertinent Results:
CT head 9/2: no hemorrhage, no fracture. Left shoulder radiographs 9/2: no dislocation, no fracture.
MRI brain 8/14 (outpatient): peri-ictal signal resolved; no recurrent meningioma.
LEV level 9/2: 9 mcg/mL (low for dose).

Brief Hospital Course:
# Breakthrough generalized tonic-clonic seizure: her first seizure since 5/17, about three weeks after she stopped lacosamide without tapering (the clinic plan on 7/10 had been to reduce to 100 mg BID and call if the dizziness persisted; she stopped it altogether instead), with a low levetiracetam level suggesting missed doses as well. No further seizures in hospital; 24-hour cEEG without seizures. Levetiracetam continued at 1500 mg BID. Lacosamide restarted at 50 mg BID on 9/3, to increase to 100 mg BID on 9/10; we will not go back to 150 mg BID, which caused dizziness. Clobazam 10 mg at bedtime as a bridge for 2 weeks while lacosamide is re-titrated, 9/3 through 9/16, then stop (backup contraception advised while on it).

# Fall with head strike and left shoulder pain: CT head without hemorrhage or fracture. Shoulder radiographs with axillary view showed no posterior dislocation and no fracture; diagnosed with a contusion. Sling for comfort for 2-3 days.

# Depression / irritability: PHQ-9 14. Psychiatry consult-liaison felt her mood symptoms were mostly depressive, possibly aggravated by levetiracetam. Sertraline INCREASED from 50 mg to 100 mg today, 9/7. If irritability persists, neurology will consider changing levetiracetam at follow-up.

# Driving: the 6-month seizure-free period restarts from 9/2; she may not drive before 3/2/2304.

Medications on Admission:
1. Levetiracetam 1500 mg PO BID
2. Lacosamide 150 mg PO BID (on list; self-discontinued ~8/12)
3. Sertraline 50 mg PO daily
4. Norethindrone-ethinyl estradiol 1 tab PO daily
5. Midazolam 5 mg intranasal PRN

Discharge Medications:
1. Levetiracetam 1500 mg PO BID
2. Lacosamide 50 mg PO BID through 9/9, then 100 mg PO BID from 9/10 (RESTARTED at lower dose)
3. Clobazam 10 mg PO qHS through 9/16, then stop (NEW)
4. Sertraline 100 mg PO daily (CHANGED: increased from 50 mg on 9/7)
5. Norethindrone-ethinyl estradiol 1 tab PO daily
6. Midazolam 5 mg intranasal PRN seizure > 5 min or cluster

Discharge Disposition:
Home with family

Discharge Diagnosis:
Breakthrough generalized seizure after self-discontinuation of lacosamide; left shoulder contusion

Followup Instructions:
___
"""),
]
