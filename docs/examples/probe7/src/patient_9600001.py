"""9600001 -- aneurysmal subarachnoid haemorrhage (neurosurgery). Fictional."""

SID = 9600001
H1, H2 = 29600011, 29600012

PATIENT = {"subject_id": SID, "gender": "F", "anchor_age": 52, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": H1, "admittime": "2307-03-11T13:55:00",
     "dischtime": "2307-03-29T13:00:00", "race": "WHITE", "insurance": "Private"},
    {"subject_id": SID, "hadm_id": H2, "admittime": "2307-08-02T08:40:00",
     "dischtime": "2307-08-07T15:10:00", "race": "WHITE", "insurance": "Private"},
]


def _n(seq, typ, hadm, chart, store, text):
    return {"note_id": f"{SID}-{typ}-{seq}", "subject_id": SID, "hadm_id": hadm, "note_type": typ,
            "note_seq": seq, "charttime": chart, "storetime": store, "text": text.strip("\n")}


NOTES = [
    _n(1, "ED", H1, "2307-03-11T14:05:00", "2307-03-11T16:12:00", """
ED RESIDENT NOTE

CC: worst HA of life

HPI: 52F h/o HTN (amlodipine), migraine w/o aura, active smoker ~30 pk-yr, p/w sudden-onset
thunderclap HA ~11:30 today while lifting a laundry basket, "like being hit with a bat", +emesis x3,
+neck stiffness. Husband found her drowsy on the couch ~12:15, BIBA. No witnessed LOC, no shaking,
no tongue bite, no incontinence per husband. No trauma. No anticoag/antiplatelet.
FHx: mother died of a ruptured brain aneurysm at 49. Pt says she was never screened herself
("always meant to get the scan").

Meds: amlodipine 5 mg daily, sumatriptan 50 mg prn (none taken today).
All: NKDA

Exam: BP 188/102, HR 96, RR 18, SpO2 97% RA, T 37.1.
GCS 13 (E3 V4 M6). Drowsy, oriented to self and place, not date. PERRL, no CN III palsy.
Meningismus +. Moves all 4 symmetrically, no drift.

CT/CTA head (prelim, d/w radiology): diffuse SAH in basal cisterns + interhemispheric fissure, IVH in
3rd/4th ventricles, early hydrocephalus; ~7 mm ACom aneurysm.
Labs: Na 139, K 3.6, Cr 0.7, Hgb 13.8, plt 244, INR 1.0, trop neg.
ECG: NSR 94, diffuse deep TWI, likely neurogenic.

A/P: 52F aSAH, Hunt-Hess 3, modified Fisher 4, ACom aneurysm.
- NSGY paged 14:38, at bedside 14:50 -> bedside EVD
- nicardipine gtt, SBP <140 until aneurysm secured
- nimodipine 60 mg PO q4h started
- levetiracetam 1 g IV load then 500 mg BID (ppx)
- fentanyl prn HA, ondansetron prn; hold amlodipine while on nicardipine gtt
- HOB 30, NPO except meds, neuro checks q1h
- SCDs; no chemical DVT ppx until secured
- NSICU admit
"""),
    _n(2, "RR", H1, "2307-03-11T14:35:00", "2307-03-11T15:24:00", """
EXAMINATION:  CT HEAD WITHOUT CONTRAST; CTA HEAD AND NECK

INDICATION:  52-year-old woman with thunderclap headache and decreased level of consciousness.
Evaluate for subarachnoid hemorrhage and aneurysm. Mother had a ruptured intracranial aneurysm.

TECHNIQUE:  Axial non-contrast CT of the head, followed by CT angiography of the head and neck after
75 mL of intravenous contrast, with multiplanar and 3D reformats.

COMPARISON:  None.

FINDINGS:
Non-contrast head CT: Thick diffuse subarachnoid hemorrhage fills the suprasellar, ambient and
quadrigeminal cisterns and the anterior interhemispheric fissure, most dense near the anterior
communicating artery, with extension into both sylvian fissures. Intraventricular hemorrhage layers in
both occipital horns and fills the third and fourth ventricles. The temporal horns measure 4 mm,
consistent with early hydrocephalus. No intraparenchymal hematoma. No midline shift. Gray-white
differentiation is preserved.

CTA head: 7 x 5 mm saccular aneurysm of the anterior communicating artery, projecting anteriorly and
inferiorly, with a 3 mm neck (dome-to-neck ratio approximately 2.3). No second intracranial aneurysm.
No vasospasm. No arteriovenous malformation.

CTA neck: The cervical carotid and vertebral arteries are patent, without dissection or stenosis.

IMPRESSION:
1. Acute diffuse subarachnoid hemorrhage with intraventricular extension and early hydrocephalus
(modified Fisher grade 4).
2. 7 x 5 mm anterior communicating artery aneurysm, the likely source. No other aneurysm.
"""),
    _n(3, "CN", H1, "2307-03-11T17:40:00", "2307-03-11T19:02:00", """
NEUROSURGERY CONSULT -- ATTENDING NOTE

I was called by the ED at 14:38 about Ms. ___, a 52-year-old woman with a thunderclap headache at
about 11:30 today. I saw and examined her at the bedside with the resident and reviewed the imaging
myself with neuroradiology.

Her story is a classic one: an abrupt, maximal headache on exertion, vomiting, then drowsiness. She is
Hunt-Hess 3 and WFNS 2 (GCS 13 without a motor deficit), and the CT is modified Fisher 4 with blood
in the third and fourth ventricles. The CTA shows a 7 x 5 mm anterior communicating artery aneurysm
with a favorable 3 mm neck. I discussed her with Dr. ___ from neurointerventional, and we agree that
endovascular coiling is preferable to clipping for this location and her age. We will take her first
thing in the morning, within 24 hours of the ictus.

Her temporal horns are up and she is drowsy, so I placed a right frontal external ventricular drain
at Kocher's point at 16:05 under full sterile technique. The opening pressure was 24 cm H2O with
blood-tinged CSF.

Her mother died of a ruptured aneurysm at 49. Ms. ___ tells me she was never screened herself. I told
her and her husband that her daughter (24) should be offered MRA screening; her sister apparently had
an MRA in 2305 that was normal.

She has had no seizure, and I do not want her on long-term antiseizure drugs without one.

Plan:
- Coil embolization tomorrow AM. SBP <140 until the aneurysm is secured, then <160.
- Nimodipine 60 mg PO q4h for 21 days (through 3/31); if SBP falls below 110, split to 30 mg q2h.
- Levetiracetam 500 mg BID as prophylaxis for 7 days only, then stop.
- EVD open at 15 cm, ICP goal <20.
- SQ heparin 5,000 units TID may start 24 h after the aneurysm is secured; SCDs meanwhile.
- TCDs daily from day 3; Na q6h; euvolemia, no fluid restriction.
- NSICU.
"""),
    _n(4, "RR", H1, "2307-03-18T09:20:00", "2307-03-18T10:05:00", """
EXAMINATION:  CTA HEAD AND CT PERFUSION

INDICATION:  52-year-old woman, post-bleed day 7 after coiling of an ACom aneurysm, with new
confusion and right leg drift; transcranial Doppler velocities elevated in the left ACA. Evaluate for
vasospasm and delayed cerebral ischemia / infarct.

TECHNIQUE:  Non-contrast head CT, CT perfusion through the supratentorial brain, and CTA of the
circle of Willis.

COMPARISON:  CT and CTA 2307-03-11; CT head 2307-03-12 after coiling.

FINDINGS:
Non-contrast: Expected evolution of the hemorrhage. EVD tip in the third ventricle. No new hemorrhage.
No new parenchymal hypodensity.

CTA: Moderate narrowing of the left A1 segment (about 50%) and the left A2 segment (about 60%), and
mild narrowing of the right A2. The middle cerebral arteries are mildly narrowed bilaterally (<25%).
The coil mass at the anterior communicating artery shows no contrast filling of the aneurysm.

CT perfusion: Prolonged mean transit time and Tmax in the left ACA territory (left medial frontal lobe
and paracentral lobule), with mildly reduced cerebral blood flow and preserved cerebral blood volume.
No region of matched CBV reduction to suggest an established infarct.

IMPRESSION:
1. Moderate vasospasm of the left A1 and A2 segments; mild right A2 vasospasm.
2. Left ACA perfusion deficit with preserved blood volume, concerning for tissue at risk. No core
infarct.
3. No new hemorrhage.
"""),
    _n(5, "PN", H1, "2307-03-22T11:30:00", "2307-03-22T12:14:00", """
NSICU NP PROGRESS NOTE -- post-bleed day 11

S: EVD removed this AM at 10:15 by NSGY. Headache 3/10. No new complaints. Husband at bedside.

O: Tmax 37.4. BP 152/80 (induced HTN off since 3/21 06:00). HR 70s. I/O 3.2 L / 3.0 L.
Neuro: A&O x3, follows commands, R leg drift resolved since 3/19. EVD site dry, one suture.
Labs: Na 134 (nadir 128 on 3/16), K 3.9, Cr 0.6.
TCD 3/21: L ACA mean velocity 96 (peak 162 on 3/17), improving.
CT head 3/21 (after 24 h clamp trial): ventricles stable.

A/P: 52F HH3 mF4 aSAH s/p ACom coiling 3/12, EVD 3/11-3/22.
# Vasospasm / DCI: CTA/CTP 3/18 moderate L A1/A2 vasospasm with a L ACA perfusion deficit, no
infarct. IA verapamil 3/18. Norepinephrine-induced HTN 3/18-3/21, weaned off 3/21 AM. Exam back to
baseline. Continue nimodipine 60 mg q4h through 3/31. Daily TCDs through day 14 (3/25).
# Hydrocephalus: EVD raised 3/19, clamped 3/20 08:00, tolerated 24 h, removed today. Neuro checks q1h
x 24 h. Watch for delayed hydrocephalus (headache, gait, incontinence, confusion).
# Hyponatremia: Na 128 on 3/16 with UOP 4-5 L/day, urine Na 142, clinically dry -> cerebral salt
wasting favored over SIADH. NS + NaCl tabs 2 g TID + fludrocortisone 0.1 mg BID since 3/16. Na 134
today. Do NOT fluid restrict. Stop fludro once Na >= 135 x 48 h.
# Seizure ppx: levetiracetam 7-day course done (3/11-3/17), stopped. No seizures. Spot EEG 3/14: no
epileptiform discharges.
# DVT ppx: SQ heparin 5,000 TID since 3/13. On hold since the 3/21 14:00 dose for the EVD pull (last
dose given 3/21 06:00). Resume tomorrow AM, >= 24 h after the pull. SCDs on.
# HTN: amlodipine remains on hold.
# Tobacco: nicotine patch 21 mg.
Dispo: step-down tomorrow if stable.
"""),
    _n(6, "DS", H1, "2307-03-29T11:20:00", "2307-03-29T14:48:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: NEUROSURGERY

Allergies:
No Known Allergies / Adverse Drug Reactions

Attending: ___.

Chief Complaint:
Thunderclap headache

Major Surgical or Invasive Procedure:
2307-03-11 Right frontal external ventricular drain (removed 2307-03-22)
2307-03-12 Endovascular coil embolization of anterior communicating artery aneurysm
2307-03-18 Cerebral angiogram with intra-arterial verapamil

History of Present Illness:
52F with HTN and tobacco use, thunderclap headache 3/11. Diffuse SAH with IVH (modified Fisher 4),
7 x 5 mm ACom aneurysm. Hunt-Hess 3.

Past Medical History:
Hypertension; migraine without aura; tobacco use (30 pack-years).

Family History:
Mother died of a ruptured intracranial aneurysm at 49. Sister had a normal screening MRA in 2305.
Daughter (24) not yet screened. Father alive, COPD.

Pertinent Results:
Bilateral lower extremity venous duplex 3/24 (for L calf swelling): no DVT in either leg; L calf
swelling attributed to dependent edema.
CT head 3/27: ventricles stable after EVD removal; no new infarct.
Na 128 (3/16) -> 137 (3/28).

Brief Hospital Course:
# Aneurysmal SAH: EVD placed 3/11 at bedside; ACom aneurysm coiled 3/12 with complete occlusion
(Raymond-Roy class I). Nimodipine 60 mg q4h from 3/11 for 21 days; she is discharged on it to
complete the course through 3/31.
# Vasospasm: confusion and R leg drift 3/18; CTA/CTP: moderate L A1/A2 vasospasm, perfusion deficit,
no infarct. IA verapamil 3/18 and induced hypertension 3/18-3/21; exam fully recovered. No delayed
cerebral infarction.
# Hydrocephalus: EVD weaned, clamped 3/20 and removed 3/22. CT 3/27 stable. Warned about delayed
hydrocephalus.
# Hyponatremia: cerebral salt wasting (dry, high urine output, high urine sodium) favored over SIADH.
Treated with NS, salt tablets and fludrocortisone 0.1 mg BID 3/16-3/25; not fluid restricted. Na 137
at discharge off fludrocortisone and salt tablets.
# Seizure prophylaxis: levetiracetam 3/11-3/17 (7 days) and stopped. She never had a seizure. Not on an
antiseizure medication at discharge.
# DVT prophylaxis: SQ heparin from 3/13, held 3/21-3/22 around the EVD removal, resumed 3/23; stopped
at discharge as she is walking. Duplex 3/24 negative.
# Hypertension: amlodipine held on admission (nicardipine, then induced hypertension); resumed 3/26
at the home dose of 5 mg.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Amlodipine 5 mg PO DAILY
2. SUMAtriptan Succinate 50 mg PO PRN migraine

Discharge Medications:
1. Nimodipine 60 mg PO Q4H  Duration: 3 days  (NEW; last dose 3/31, completes 21 days)
2. Amlodipine 5 mg PO DAILY  (RESUMED 3/26, same dose)
3. Nicotine Patch 21 mg TD DAILY  (NEW)
4. Acetaminophen 650 mg PO Q6H PRN headache  (NEW)
5. Senna 8.6 mg PO BID  (NEW)
6. SUMAtriptan -- STOPPED (triptans avoided after SAH and vasospasm)
7. Levetiracetam -- STOPPED 3/17 (7-day prophylaxis completed)
8. Heparin SQ -- STOPPED at discharge

Discharge Disposition:
Extended Care (acute rehabilitation)

Discharge Diagnosis:
Aneurysmal subarachnoid hemorrhage, ACom aneurysm, s/p coiling
Cerebral vasospasm without infarction
Acute hydrocephalus, s/p EVD
Hyponatremia due to cerebral salt wasting

Discharge Condition:
Alert and oriented x3, walker, mild short-term memory difficulty.

Discharge Instructions:
Nimodipine every 4 hours until 3/31. No driving. Return for headache, confusion, trouble walking,
loss of bladder control or seizure.

Followup Instructions:
Diagnostic cerebral angiogram 2307-05-02; neurosurgery clinic the following week.
"""),
    _n(7, "PN", None, "2307-05-10T14:20:00", "2307-05-10T15:05:00", """
NEUROSURGERY CLINIC -- NP NOTE

S: 52F seen 2 months after aSAH (ACom aneurysm coiled 3/12, EVD 3/11-3/22). Home from rehab since
4/14. Headaches now 2-3/week, mild, acetaminophen helps. Fatigue; "I forget why I walked into a room."
Walking without a device. No incontinence. No seizures. Smoking down to ~5 cig/day; stopped the
nicotine patch after rehab. Finished nimodipine 3/31.

O: BP 146/90, HR 76. A&O x3. MoCA 26/30 (delayed recall). Gait normal, tandem OK. No drift.
Diagnostic angiogram 5/2: coil compaction with a new 1.5 mm neck remnant (Raymond-Roy class II). No
filling of the dome. No vasospasm. No other aneurysm.

A/P:
# ACom aneurysm s/p coiling: small neck remnant on 5/2 DSA. Not retreating now. Repeat DSA in 6 months
(11/2307); stent-assisted re-coiling only if the remnant grows. Reviewed with Dr. ___.
# HTN: above goal -> amlodipine 5 -> 10 mg daily. BP log.
# Tobacco: varenicline 0.5 mg daily titrating to 1 mg BID prescribed today; quit date 5/24.
# Cognition / fatigue: expected after SAH; neuropsych referral; return to work part-time in June.
# Delayed hydrocephalus: none now. Reviewed warning signs again (gait, incontinence, memory, headache).
# Family: daughter's screening MRA is booked for June.
RTC after the November DSA, sooner if symptoms.
"""),
    _n(8, "ED", H2, "2307-08-02T09:10:00", "2307-08-02T10:30:00", """
ED RESIDENT NOTE

CC: seizure

HPI: 52F s/p aSAH 3/2307 (ACom coiled, EVD, vasospasm w/o infarct), HTN, p/w first-ever GTC at
breakfast ~07:30 witnessed by husband: stiffening then rhythmic jerking all 4 ~2 min, tongue bite,
urinary incontinence, postictal ~20 min. BIBA. No rescue meds given. Husband also reports ~3 wk of
slower "shuffling" walking, 2 episodes of urinary incontinence (before today), worse memory, more
headaches. No fever, no trauma.
Not on any AED since levetiracetam ppx stopped in March. Varenicline was prescribed in May, never
filled; still smoking ~5/day.

Meds: amlodipine 10 mg daily, acetaminophen prn.
All: NKDA

Exam: BP 164/92, HR 88, T 37.0, SpO2 98% RA. Drowsy but arousable, A&O x2 (not date), L lateral
tongue bite. PERRL, no facial asym. Moves all 4, no drift. Gait deferred (postictal).
Labs: Na 138, glucose 104, Ca 9.3, Cr 0.7, WBC 8.1, CK 210, tox neg, EtOH neg.

A/P: 52F first GTC ~5 mo after aSAH + subacute gait/cognitive decline/incontinence -> c/f delayed
hydrocephalus; r/o rebleed / recanalization.
- CT head + CTA now
- levetiracetam 1,500 mg IV load, then 500 mg BID
- seizure precautions, lorazepam 2 mg IV prn seizure >5 min
- NSGY consult
- EEG
"""),
    _n(9, "RR", H2, "2307-08-02T10:05:00", "2307-08-02T11:02:00", """
EXAMINATION:  CT HEAD WITHOUT CONTRAST; CTA HEAD

INDICATION:  52-year-old woman with a new generalized seizure, 5 months after subarachnoid
hemorrhage from a coiled ACom aneurysm, with gait decline and incontinence. Evaluate for rebleed,
aneurysm recanalization or regrowth, and hydrocephalus.

TECHNIQUE:  Non-contrast head CT, then CTA of the circle of Willis with reformats.

COMPARISON:  CT head 2307-03-27; CTA 2307-03-18; diagnostic angiogram report 2307-05-02.

FINDINGS:
Non-contrast: No intracranial hemorrhage. The lateral and third ventricles are larger than on
2307-03-27 (Evans index 0.34, previously 0.28), with mild periventricular hypodensity suggesting
transependymal flow. The fourth ventricle is mildly enlarged. Encephalomalacia along the right frontal
EVD tract and a small area of gliosis in the left gyrus rectus. No acute infarct.

CTA: The ACom coil mass is unchanged in configuration. Streak artifact limits assessment, but the
small neck remnant (about 1.5 mm) appears unchanged from the 5/2 angiogram, with no filling of the
aneurysm dome. No new aneurysm. The anterior cerebral arteries are of normal caliber, without
vasospasm.

IMPRESSION:
1. No hemorrhage.
2. Communicating hydrocephalus, increased since March, with features suggesting transependymal flow.
3. Coiled ACom aneurysm with a stable small neck remnant; no recanalization or regrowth, no new
aneurysm.
4. Right frontal EVD tract encephalomalacia and left gyrus rectus gliosis.
"""),
    _n(10, "DS", H2, "2307-08-07T13:10:00", "2307-08-07T16:22:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: NEUROSURGERY

Allergies:
No Known Allergies / Adverse Drug Reactions

Attending: ___.

Chief Complaint:
Generalized seizure; gait decline

Major Surgical or Invasive Procedure:
2307-08-03 Large-volume lumbar puncture (tap test)
2307-08-04 Right frontal ventriculoperitoneal shunt (programmable valve, setting 1.5)

History of Present Illness:
52F, aSAH 3/2307 (ACom coiled 3/12, EVD 3/11-3/22), first generalized seizure 8/2 after 3 weeks of
shuffling gait, urinary incontinence and worse memory.

Past Medical History:
aSAH 3/2307; hypertension; migraine without aura; tobacco use.

Family History:
Mother died of a ruptured intracranial aneurysm at 49. Daughter's screening MRA (6/2307) was normal.

Pertinent Results:
EEG 8/3: left frontal sharp waves; no electrographic seizures.
LP 8/3: opening pressure 17 cm H2O; 40 mL removed; WBC 2, protein 48, glucose 62; Gram stain and
culture negative.
CT head 8/5: shunt catheter tip in the right frontal horn; ventricles slightly smaller.

Brief Hospital Course:
# Delayed communicating hydrocephalus: gait, incontinence and cognitive decline with ventriculomegaly.
The plan was a VP shunt if the tap test was positive. After the 40 mL tap on 8/3 her timed up-and-go
improved from 18 to 11 seconds and she was brighter, so the test was judged positive and a right
frontal VP shunt was placed 8/4. Cefazolin for 24 h perioperatively. By 8/6 she was walking the unit
independently. We planned a shunt tap if she developed fever, wound redness or headache with
vomiting; she remained afebrile with a clean wound and no tap was needed.
# Seizure: her first seizure, remote symptomatic (left gyrus rectus gliosis and EVD tract scar) in
the setting of hydrocephalus. Na 138 and no rebleed. Levetiracetam loaded 8/2, then 500 mg BID. Given
the left frontal sharp waves on EEG, the dose was increased to 750 mg BID on the day of discharge
(8/7). No further seizures. No driving for 6 months per state law.
# Hypertension: on amlodipine 10 mg (increased in clinic 5/10). Held 8/4-8/5 after surgery for SBP in
the 100s; resumed 8/6 at 5 mg, with SBP 120s-130s on that dose.
# ACom neck remnant: stable. Repeat DSA remains planned for 11/2307.
# Tobacco: never filled the varenicline prescribed in May. Prescription re-sent; she agrees to fill it.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Amlodipine 10 mg PO DAILY
2. Acetaminophen 650 mg PO Q6H PRN headache
3. Varenicline 0.5 mg PO DAILY (prescribed 5/10; never filled, not taking)

Discharge Medications:
1. LevETIRAcetam 750 mg PO BID  (NEW; started 500 mg BID 8/2, increased 8/7)
2. Amlodipine 5 mg PO DAILY  (CHANGED: dose decreased from 10 mg)
3. Acetaminophen 650 mg PO Q6H PRN pain
4. OxyCODONE 5 mg PO Q6H PRN severe incisional pain  Duration: 3 days
5. Docusate Sodium 100 mg PO BID
6. Varenicline 0.5 mg PO DAILY x3 days, then 0.5 mg BID x4 days, then 1 mg BID  (RESENT)

Discharge Disposition:
Home with services

Discharge Diagnosis:
Delayed communicating hydrocephalus after aSAH, s/p VP shunt
First generalized seizure (remote symptomatic)

Discharge Condition:
Alert and oriented x3, ambulatory independently.

Discharge Instructions:
Do not drive. Call for fever, wound redness, headache with vomiting, sleepiness, or another seizure.
Shunt valve check after any MRI.

Followup Instructions:
Neurosurgery clinic in 2 weeks (wound check, valve setting). DSA 11/2307.
"""),
]
