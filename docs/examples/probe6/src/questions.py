"""The probe6 development questions. Fictional charts; references written from the chart alone."""


def _q(n, sid, kind, question, reference, notes):
    return {"pid": f"P{n:02d}", "subject_id": sid, "kind": kind, "question": question,
            "reference": reference, "notes": [f"{sid}-{x}" for x in notes]}


NF, PH, ST, CL, DC, AP = ("negative_finding", "prior_history", "state_at_time", "course_length",
                          "dose_change", "attribution_plan")

QUESTIONS = [
    # ---------------------------------------------------------------- negative_finding
    _q(1, 9900001, NF,
       "Brother's got ADPKD - did the renal US show he has polycystic kidneys too?",
       "No. Renal ultrasound 3/5/2301 (first stay): small echogenic kidneys (8.9 and 9.2 cm), no "
       "hydronephrosis, and a single 1.1 cm simple cyst of the left lower pole - 'not consistent with "
       "polycystic kidney disease'. Nephrology: one cyst at 63 does not meet criteria; this is diabetic "
       "kidney disease. The ADPKD is his brother's (on the transplant list).",
       ["RR-3", "CN-4", "DS-6"]),
    _q(2, 9900002, NF,
       "Portal vein open on the January doppler, or was there a PVT?",
       "Open - yes, patent; no PVT. RUQ ultrasound with Doppler 1/9/2302 (first stay): main, right and left "
       "portal veins patent with hepatopetal flow, no portal vein thrombus, hepatic veins patent. What it did show: "
       "splenomegaly, small ascites, a recanalized paraumbilical vein and an indeterminate 1.3 cm "
       "segment 6 lesion. The portal veins were still patent on the CT of 4/3 (second stay).",
       ["RR-2", "RR-8"]),
    _q(3, 9900002, NF,
       "Pre-TIPS CT - was the seg 6 lesion an HCC? Her dad died of one.",
       "No. Multiphase CT 4/3/2302 (second stay): the 1.3 cm segment 6 nodule has no arterial-phase "
       "hyperenhancement, no washout and no capsule - LI-RADS 3; no LR-4, LR-5 or LR-M observation, no "
       "tumor in vein; 'no CT evidence of hepatocellular carcinoma'. Plan: MRI in 3 months. The HCC (with "
       "chronic hepatitis B) was her father's; she is HBsAg and anti-HBc negative (1/9).",
       ["RR-8", "PN-9", "CN-3"]),
    _q(4, 9900003, NF,
       "MRI in May - is the meningioma back?",
       "No. MRI brain with contrast 5/16/2303 (first stay): stable postsurgical encephalomalacia and "
       "gliosis, no enhancing mass and no dural thickening or nodularity - no recurrent meningioma. It "
       "did show right frontal cortical and right pulvinar diffusion/FLAIR signal, read as likely "
       "peri-ictal (a small early infarct 'cannot be entirely excluded but is not favored'); resolved on "
       "the outpatient MRI of 8/14, again without recurrence.",
       ["RR-4", "DS-6", "DS-10"]),
    _q(5, 9900003, NF,
       "She landed on the L shoulder with the September seizure - posterior dislocation on the films?",
       "No. Left shoulder radiographs with an axillary view 9/2/2303 (second stay): humeral head normally "
       "located, no lightbulb sign, no fracture, no reverse Hill-Sachs. Treated as a contusion (sling for "
       "comfort 2-3 days). CT head the same day: no hemorrhage or fracture, scalp hematoma only.",
       ["ED-8", "RR-9", "DS-10"]),
    _q(6, 9900004, NF,
       "The CTA when he went into acute chest - any PE?",
       "No. CTA chest 2/5/2304 (first stay): no pulmonary embolism to the subsegmental level. It showed "
       "bilateral lower lobe consolidation (L > R) with a small left effusion, consistent with acute "
       "chest syndrome.",
       ["RR-3", "CN-4", "DS-6"]),
    _q(7, 9900004, NF,
       "Groin swelling after they pulled the apheresis line - did the duplex find a clot?",
       "No DVT. Right lower extremity duplex 2/7/2304 (first stay; femoral apheresis catheter placed 2/5, "
       "removed 2/6): all deep veins from the common femoral to the calf compressible, no thrombus. The "
       "only finding was a small 2.1 cm subcutaneous hematoma at the puncture site (no AV fistula).",
       ["RR-5", "DS-6"]),
    _q(8, 9900005, NF,
       "Feb DKA - was pneumonia the trigger? What did the CXR show?",
       "No. Chest radiograph 2/17/2305 (first stay): clear lungs, no consolidation - 'No pneumonia'; the "
       "urinalysis showed no infection either. The DKA was put down to insulin pump infusion-set failure "
       "(a kinked cannula).",
       ["RR-2", "CN-4", "DS-5"]),
    _q(9, 9900005, NF,
       "CT in July - adrenal bleed?",
       "No. CT abdomen/pelvis 7/8/2305 (second stay): small, thin, atrophic-appearing adrenals without "
       "hemorrhage or mass; normal appendix; fluid-filled bowel consistent with enterocolitis. The "
       "adrenal insufficiency was autoimmune (21-hydroxylase antibodies positive, APS-2).",
       ["RR-8", "PN-9", "DS-10"]),
    _q(10, 9900006, NF,
       "The CT chest on the second admission - pneumonia? And has the RUL nodule done anything worrying?",
       "Pneumonia yes; nodule no. CT chest 9/4/2306 (second stay): right lower lobe consolidation "
       "consistent with pneumonia, with no obstructing or endobronchial lesion. The 7 mm RUL nodule is "
       "unchanged since the CTA of 1/23/2306 (over 7 months), no new nodule, no mass, no "
       "lymphadenopathy - 'without suspicious features'. The July follow-up CT had been missed; this scan "
       "answered it.",
       ["RR-8", "PN-9", "DS-10"]),

    # ---------------------------------------------------------------- prior_history
    _q(11, 9900001, PH,
       "When he came back in June with a K of 6.4 - had he been this hyperkalemic before?",
       "Yes, once: K 7.1 with peaked T waves on 3/4/2301 (first stay), after 4 days of TMP-SMX on top of "
       "lisinopril 40 mg and CKD 4, treated with emergent HD through a temporary right IJ catheter. The "
       "June K of 6.4 (6/17, after a shortened run) was his second episode.",
       ["ED-1", "DS-6", "DS-10"]),
    _q(12, 9900002, PH,
       "Before the TIPS, had she ever been encephalopathic?",
       "Yes, once: grade 2 hepatic encephalopathy overnight 1/10-1/11/2302 (first stay), precipitated by "
       "the first variceal bleed, treated with lactulose and rifaximin, back to baseline by 1/13. The "
       "post-TIPS episode (overnight 4/6-4/7, second stay) was her second.",
       ["PN-4", "DS-5", "PN-9"]),
    _q(13, 9900003, PH,
       "Her mom had a stroke - any stroke history for her?",
       "No. The stroke (at 70, with atrial fibrillation) was her mother's; the epilepsy attending states "
       "she herself has no history of stroke. The May MRI signal was read as peri-ictal, an early infarct "
       "not favored, and it had resolved on the 8/14 MRI.",
       ["CN-3", "RR-4", "DS-10"]),
    _q(14, 9900003, PH,
       "At the September admission - had she ever been in status, or tubed for a seizure?",
       "Yes: generalized convulsive status epilepticus on 5/14/2303 (first stay) after 3 days without "
       "levetiracetam, needing lorazepam 4 mg x2, a fosphenytoin load and intubation (5/14 07:50 to 5/15 "
       "09:50). Before May she had never been in status or intubated for a seizure.",
       ["ED-1", "CN-3", "DS-6", "ED-8"]),
    _q(15, 9900004, PH,
       "Brother died of a stroke at 9 - has he ever had one?",
       "No. The stroke was his younger brother's (HbSS, died at 9). The patient has never had a stroke or "
       "TIA and his neurological examination was normal (hematology, 2/5/2304); the ED note also records "
       "no stroke.",
       ["ED-1", "CN-4", "DS-6"]),
    _q(16, 9900004, PH,
       "June admit - any prior acute chest?",
       "Yes, one: his first acute chest syndrome on 2/5/2304 (first stay), treated with one unit of PRBC "
       "and then a red cell exchange. Before February he had never had acute chest syndrome; none since "
       "(clinic 4/12).",
       ["ED-1", "DS-6", "PN-7", "ED-8"]),
    _q(17, 9900005, PH,
       "Thyroid - she has Graves', right? Mom does.",
       "No. She has Hashimoto thyroiditis (TPO antibody positive, hypothyroid) on levothyroxine, 75 mcg "
       "increased to 88 mcg on 2/21/2305. Graves disease (treated with radioactive iodine) is her "
       "mother's; the endocrinologist states she has Hashimoto, not Graves.",
       ["ED-1", "CN-4", "DS-5", "DS-10"]),
    _q(18, 9900005, PH,
       "Before the July crisis, had anyone looked for adrenal insufficiency?",
       "Yes, but it was never diagnosed. 2/19/2305 (first stay): morning cortisol 24.6 during the DKA stay, "
       "an appropriate stress response - no adrenal insufficiency at that time. 4/25/2305 clinic: "
       "salt craving, orthostasis, hyperpigmentation, Na 133/K 5.1 prompted an 8 AM cortisol/ACTH order, "
       "which she never had drawn. Diagnosed only on 7/8 (cortisol 1.2, ACTH 1,140).",
       ["CN-4", "DS-5", "PN-6", "ED-7", "PN-9"]),
    _q(19, 9900006, PH,
       "Any PTX before this one in September?",
       "No, this was his first pneumothorax (ED 9/3/2306, pulmonary note, discharge summary). The "
       "January CTA showed apical bullae (largest 4 cm) but no pneumothorax. The only other air was the "
       "small 1.5 cm post-pull pneumothorax of 9/5, in the same stay.",
       ["RR-2", "ED-7", "PN-9", "DS-10"]),
    _q(20, 9900006, PH,
       "Brother's ZZ - has he been checked for alpha-1, and is he deficient?",
       "Checked, and not deficient. Level sent 1/25/2306 (first stay): 148 mg/dL, normal; phenotype PiMM "
       "reported at pulmonary clinic 3/15/2306. The ZZ deficiency is his brother's.",
       ["CN-4", "DS-5", "PN-6"]),

    # ---------------------------------------------------------------- state_at_time
    _q(21, 9900001, ST,
       "Was he on his lisinopril at the first discharge?",
       "No. Lisinopril 40 mg was held from admission 3/4/2301 for hyperkalemia and not restarted at "
       "discharge 3/11 (HELD; nephrology to revisit at the HD unit). It was still on hold at clinic 4/15 "
       "(predialysis K 5.3-5.6) and at the second discharge 6/25.",
       ["ED-1", "DS-6", "PN-7", "DS-10"]),
    _q(22, 9900001, ST,
       "Going home in June - what's he dialysing through? Any line still in?",
       "Through his left brachiocephalic AV fistula; no catheter. The tunneled right IJ catheter was "
       "removed 6/18/2301 (MSSA), a temporary left femoral catheter placed 6/18 was removed 6/24 after "
       "successful fistula cannulations on 6/21 and 6/24, and no new tunneled catheter was placed.",
       ["RR-9", "DS-10"]),
    _q(23, 9900002, ST,
       "Was she taking rifaximin when she came back with the second bleed?",
       "No. Rifaximin was started for hepatic encephalopathy on 1/11/2302 and was on the first discharge "
       "list (1/16), but she stopped it herself in early February because of the cost (clinic 2/20); she "
       "was not taking it on admission 4/2. It was restarted 4/7 after post-TIPS encephalopathy and she "
       "went home on it 4/12.",
       ["PN-4", "DS-5", "PN-6", "ED-7", "DS-10"]),
    _q(24, 9900003, ST,
       "On the day of the September seizure, was she still on lacosamide?",
       "No. Lacosamide was started 100 mg BID on 5/16/2303 and increased to 150 mg BID at discharge 5/20; "
       "she stopped it herself around 8/12 because of dizziness, without tapering or calling (the 7/10 "
       "plan had been to reduce to 100 mg BID). She had been off it about 3 weeks at the 9/2 seizure; "
       "restarted at 50 mg BID on 9/3.",
       ["DS-6", "PN-7", "ED-8", "DS-10"]),
    _q(25, 9900004, ST,
       "Is he going out on hydroxyurea after the parvo admission?",
       "No. Hydroxyurea 1500 mg was held from 6/14/2304 (aplastic crisis). The restart conditions "
       "(reticulocytes > 5% and ANC > 2000) were not met at discharge 6/19 (reticulocytes 3.9%, ANC 3.2), "
       "so it stays on hold until the sickle cell clinic on 6/26.",
       ["ED-8", "CN-9", "DS-10"]),
    _q(26, 9900004, ST,
       "2/8, the day after the duplex - was his Lovenox running?",
       "No. Enoxaparin prophylaxis was held from 2/7/2304 for the right groin hematoma seen on the duplex "
       "and resumed on 2/9 once the hematoma was stable; so on 2/8 it was on hold. It was stopped at "
       "discharge on 2/11.",
       ["RR-5", "DS-6"]),
    _q(27, 9900005, ST,
       "At the first discharge, was she back on her pump or on MDI?",
       "Back on the pump. It was removed in the ED on 2/17/2305 (IV insulin, then glargine 18, 18 and 16 "
       "units); the pump basal was resumed at 20:00 on 2/20, 24 hours after the last glargine, at her "
       "prior settings. She went home 2/21 on the pump with a glargine pen for use only if the pump "
       "fails.",
       ["ED-1", "CN-4", "DS-5"]),
    _q(28, 9900005, ST,
       "When she came back in July - in DKA again?",
       "No. On 7/8/2305 BG 48, anion gap 15, beta-hydroxybutyrate 1.0, pH 7.33: mild starvation ketosis, "
       "not DKA. This admission was an adrenal crisis from new primary adrenal insufficiency; her "
       "previous DKA was in February, from pump failure.",
       ["ED-7", "DS-10"]),
    _q(29, 9900006, ST,
       "Evening of 9/5, when the films showed air again - was the chest tube still in?",
       "No. The pigtail (placed 9/3 14:30) came out at 10:00 on 9/5. The noon post-pull film showed a "
       "new 1.5 cm apical pneumothorax, unchanged that evening; it was observed without reinsertion and "
       "shrank (1.2 cm 9/6, 0.5 cm 9/9).",
       ["PN-9", "DS-10"]),
    _q(30, 9900006, ST,
       "Azithro prophylaxis - was he on it the day he went home in September?",
       "Yes, resumed that day. Azithromycin 250 mg Mon/Wed/Fri (started at clinic 3/15/2306) was held from "
       "9/3 during the acute antibiotics, with QTc 476 in AF and K 3.1; after the antibiotics ended and "
       "QTc was 448 in sinus on 9/9, it was resumed on 9/10, the day of discharge.",
       ["PN-6", "ED-7", "PN-9", "DS-10"]),

    # ---------------------------------------------------------------- course_length
    _q(31, 9900001, CL,
       "How long is he getting cefazolin for the MSSA line infection?",
       "4 weeks from the first negative blood culture (6/19/2301), i.e. through 7/17, given after each HD "
       "(2 g Mon/Wed, 3 g Fri). Not 2 weeks (he does not qualify: diabetes, dialysis) and not 6 weeks "
       "(that was only if the TEE had shown endocarditis; TEE 6/20 was negative). Vancomycin/cefepime "
       "6/17-6/18 were empiric.",
       ["DS-10"]),
    _q(32, 9900001, CL,
       "The foot cellulitis in March - how long was the cephalexin?",
       "10 days: cephalexin 500 mg q12h from 3/5/2301, last dose 3/14 (first stay; completed per clinic "
       "4/15). The 4 days of TMP-SMX before admission (3/1-3/4) were a separate, stopped course.",
       ["PN-5", "DS-6", "PN-7"]),
    _q(33, 9900002, CL,
       "How long was she on octreotide after the second bleed?",
       "About 2 days: started 4/2/2302 at 23:00 and stopped after the TIPS on 4/4. Not the 5 days that "
       "would have been given with banding alone, and not the 72 hours (1/9 04:00 to 1/12 04:00) of the "
       "first bleed.",
       ["PN-9", "DS-10", "DS-5"]),
    _q(34, 9900002, CL,
       "CTX prophylaxis with the January bleed - how many days?",
       "7 days: ceftriaxone 1 g daily 1/9 through 1/15/2302, completed in hospital (first stay). The "
       "72 hours are the octreotide of that stay.",
       ["CN-3", "DS-5"]),
    _q(35, 9900003, CL,
       "How long was she intubated in May?",
       "About 26 hours: intubated 5/14/2303 at 07:50, extubated 5/15 at 09:50. The 48 hours belong to the "
       "continuous EEG and to the empiric vancomycin/ceftriaxone/acyclovir, not the ventilation.",
       ["ED-1", "CN-3", "DS-6"]),
    _q(36, 9900004, CL,
       "How long was he on the PCA during the acute chest admission?",
       "About 4.5 days: hydromorphone PCA from about 20:00 on 2/3/2304 until 08:00 on 2/8, then oral "
       "oxycodone. (Antibiotics ran 5 days, 2/5-2/9; oxygen until 2/7; no PCA at all in the June stay.)",
       ["ED-1", "DS-6", "DS-10"]),
    _q(37, 9900005, CL,
       "How long was the insulin gtt in February?",
       "About 19 hours: started 02:40 on 2/17/2305 (held until K was above 3.3; K 3.1 on arrival) "
       "and stopped at 22:00, two hours after glargine; the anion gap had closed at 18:00. The 24 hours "
       "were the neuro checks.",
       ["ED-1", "PN-3", "DS-5"]),
    _q(38, 9900005, CL,
       "How many days of IV hydrocortisone before she went PO?",
       "About 2.5 days: 100 mg IV at 15:40 on 7/8/2305, then 50 mg IV q6h, 25 mg IV q8h on 7/10, and oral "
       "from the morning of 7/11. (The 48 hours in the sick-day rules are future instructions, not this "
       "course.)",
       ["ED-7", "PN-9", "DS-10"]),
    _q(39, 9900006, CL,
       "January - how long did he need BiPAP?",
       "About 36 hours: from 09:40 on 1/22/2306 to 21:30 on 1/23, not needed after that (first stay). "
       "The 5 days are the steroid and azithromycin courses.",
       ["ED-1", "PN-3", "DS-5"]),
    _q(40, 9900006, CL,
       "Abx for the September RLL pneumonia - how long all told?",
       "7 days of beta-lactam: ceftriaxone 9/3-9/6/2306 then cefpodoxime 9/7-9/9, with doxycycline "
       "9/3-9/7 (5 days). Prednisone also ran 5 days (9/3-9/7); the chest tube was in about 2 days.",
       ["ED-7", "PN-9", "DS-10"]),

    # ---------------------------------------------------------------- dose_change
    _q(41, 9900001, DC,
       "Glargine - home dose vs what he left on the first time?",
       "30 units qHS at home; 20 units qHS at discharge 3/11/2301. Reduced on 3/7 after a BG of 52 at "
       "03:00 with poor intake. Still 20 units through the June stay.",
       ["ED-1", "PN-5", "DS-6", "DS-10"]),
    _q(42, 9900001, DC,
       "What amlodipine is he going home on after the bacteremia admission?",
       "5 mg daily. He came in on 10 mg (increased from 5 mg on 3/11/2301, the day of the first "
       "discharge); it was held from 6/17 for septic and intradialytic hypotension and restarted at a "
       "reduced 5 mg on 6/25, the day of discharge.",
       ["DS-6", "ED-8", "DS-10"]),
    _q(43, 9900002, DC,
       "Carvedilol dose at the first discharge?",
       "6.25 mg BID: started 3.125 mg BID on 1/13/2302 and increased to 6.25 mg BID on the day of "
       "discharge, 1/16 (HR 88, SBP 112). The propranolol on her outside list was never filled.",
       ["CN-3", "DS-5"]),
    _q(44, 9900002, DC,
       "After the TIPS, what happened to her diuretics - admission list vs discharge list?",
       "Came in 4/2/2302 on spironolactone 100 mg and furosemide 20 mg (set at clinic 2/20). Went home "
       "4/12 on spironolactone 50 mg (reduced 4/5) with furosemide held since 4/4 - restart 20 mg only if "
       "weight is above 70 kg (more than 2 kg above the 68.0 kg discharge weight). Carvedilol was "
       "stopped as well.",
       ["PN-6", "ED-7", "PN-9", "DS-10"]),
    _q(45, 9900003, DC,
       "Lacosamide dose she went home on in May?",
       "150 mg BID: started 100 mg BID on 5/16/2303 and increased to 150 mg BID on the day of discharge, "
       "5/20, after the focal seizure of 5/17. Levetiracetam went home at 1500 mg BID (from 1000).",
       ["PN-5", "DS-6"]),
    _q(46, 9900003, DC,
       "September discharge - AED doses? Back on lacosamide 150?",
       "No, not 150. Levetiracetam 1500 mg BID unchanged; lacosamide restarted at 50 mg BID on 9/3/2303, "
       "to 100 mg BID from 9/10, explicitly not back to 150 mg (dizziness); clobazam 10 mg qHS 9/3-9/16 "
       "as a bridge. Sertraline was also increased 50 to 100 mg on the day of discharge, 9/7.",
       ["DS-10"]),
    _q(47, 9900004, DC,
       "What hydroxyurea dose was he on when he came in in June?",
       "1500 mg daily. He had stopped it himself around 8/2303; it was restarted at 1000 mg (15 mg/kg) "
       "on 2/10/2304 before the first discharge and increased to 1500 mg at clinic 4/12. Held from the "
       "June admission (6/14) and still held at discharge.",
       ["DS-6", "PN-7", "ED-8", "DS-10"]),
    _q(48, 9900005, DC,
       "Hydrocortisone dose on the day she went home?",
       "15 mg on waking and 5 mg at 14:00 (20 mg/day), reduced that day, 7/14/2305, from 20 mg + 10 mg "
       "(oral since 7/11); plus fludrocortisone 0.1 mg daily (from 7/11) and an IM hydrocortisone "
       "100 mg emergency kit.",
       ["PN-9", "DS-10"]),
    _q(49, 9900006, DC,
       "Dilt dose at discharge in September?",
       "Diltiazem ER 120 mg daily: after the IV drip it was started at 180 mg daily on 9/4/2306 and "
       "reduced to 120 mg on the day of discharge, 9/10 (HR in the 50s, SBP 96-104).",
       ["PN-9", "DS-10"]),
    _q(50, 9900006, DC,
       "January - what changed with his inhalers and O2 between admission and discharge?",
       "Tiotropium 18 mcg daily and fluticasone-salmeterol 250/50 BID were stopped and replaced by one "
       "once-daily fluticasone furoate/umeclidinium/vilanterol 100/62.5/25 inhaler; albuterol PRN "
       "unchanged; roflumilast (on the outside list, self-discontinued in 2305) removed. Oxygen changed "
       "from 2 L at night only to continuous 2 L at rest and 3 L with exertion.",
       ["CN-4", "DS-5"]),

    # ---------------------------------------------------------------- attribution_plan
    _q(51, 9900001, AP,
       "The March hyperK - was that the spironolactone?",
       "No. The spironolactone 25 mg (prescribed by cardiology 2/18/2301) was never picked up or taken "
       "and was removed from his list. The K of 7.1 was put down to trimethoprim (TMP-SMX started 3/1 for "
       "the foot cellulitis) on a background of CKD 4 and lisinopril 40 mg.",
       ["ED-1", "CN-4", "DS-6"]),
    _q(52, 9900001, AP,
       "Did IR put in a new tunneled cath before he went home in June, as planned?",
       "No - and the plan did not call for it. A new tunneled catheter was to be placed only if fistula "
       "cannulation failed. The duplex 6/19/2301 showed a mature fistula, cannulation succeeded on 6/21 "
       "and 6/24, so the condition was not met; the temporary femoral catheter was removed 6/24.",
       ["RR-9", "DS-10"]),
    _q(53, 9900002, AP,
       "Did she qualify for pre-emptive TIPS at the first bleed - and was the condition for TIPS met later?",
       "No in January; yes in April. January (first stay): Child-Pugh B8 without active bleeding at the "
       "1/9 EGD, so not a pre-emptive TIPS candidate (criteria: Child C 10-13, or Child B > 7 with active "
       "bleeding); the plan was TIPS if she rebled despite banding and a beta-blocker. April (second "
       "stay): rebleed on carvedilol after banding on 1/9 and 2/7, Child C11 -> TIPS on 4/4.",
       ["CN-3", "DS-5", "PN-9", "DS-10"]),
    _q(54, 9900002, AP,
       "Confusion on 4/7 - what was it put down to?",
       "The TIPS: post-TIPS hepatic encephalopathy, onset overnight 4/6-4/7/2302, two days after the shunt. "
       "Not alcohol (abstinent since 1/6, PEth 4/3 negative), not infection (tap 110 PMN, no SBP), no "
       "bleeding, no electrolyte cause or sedatives. The rifaximin lapse may have contributed, but the "
       "timing pointed to the shunt. Resolved 4/10.",
       ["PN-9", "DS-10"]),
    _q(55, 9900003, AP,
       "What set off the status in May?",
       "Missed levetiracetam (ran out 3 days earlier while visiting her mother; level undetectable) plus "
       "sleep deprivation. Not infection (CSF WBC 2, HSV PCR negative; the 38.3 fever was put down to the "
       "convulsions), not hemorrhage (CT), not tumor recurrence (MRI).",
       ["ED-1", "CN-3", "PN-5", "DS-6"]),
    _q(56, 9900003, AP,
       "The July clinic plan for her dizziness - did she stick to it?",
       "No. The plan on 7/10/2303 was to keep the doses one more week, then reduce lacosamide to 100 mg "
       "BID and call the office if still dizzy - not to stop it. She stopped lacosamide altogether around "
       "8/12 without reducing or calling, and had a breakthrough generalized seizure on 9/2.",
       ["PN-7", "ED-8", "DS-10"]),
    _q(57, 9900004, AP,
       "Hgb 4.9 in June - sequestration, or a delayed transfusion reaction?",
       "Neither: a transient aplastic crisis from parvovirus B19 (reticulocytes 0.4%, B19 IgM positive, "
       "PCR 10^9, nephew with erythema infectiosum). Ultrasound 6/14/2304: small calcified autosplenectomized "
       "spleen, no sequestration. Not a DHTR: DAT and antibody screen negative, and the last transfusion "
       "was 2/5, four months earlier.",
       ["ED-8", "CN-9", "DS-10"]),
    _q(58, 9900004, AP,
       "Did he get more blood after the first 2 units in June, per the Hgb < 6 plan?",
       "No. The plan was to transfuse again only for Hgb < 6 or symptoms; the nadir was 6.4 on 6/16/2304, "
       "so the threshold was never reached. The only transfusion that stay was 2 units on 6/14.",
       ["CN-9", "DS-10"]),
    _q(59, 9900005, AP,
       "Was the SGLT2i behind the February DKA?",
       "No. Empagliflozin (prescribed 1/2305 by a previous endocrinologist) was on the outside list but "
       "never picked up or taken, and was removed. The DKA was put down to pump infusion-set failure (a "
       "kinked cannula); no infection (clear CXR, negative UA).",
       ["ED-1", "CN-4", "DS-5"]),
    _q(60, 9900006, AP,
       "Apixaban had a conditional start - was the condition met, and when did he start?",
       "Yes. Plan: start once the chest tube was out and the pneumothorax stable on two consecutive films "
       "(not with a fresh pleural puncture). Tube out 9/5/2306; films stable on 9/6 (1.2 cm) and 9/7 "
       "(1.0 cm); apixaban 5 mg BID started the evening of 9/7 (CHA2DS2-VASc 2, new AF).",
       ["ED-7", "PN-9", "DS-10"]),
]
