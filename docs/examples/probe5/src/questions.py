"""The probe5 questions: 60, P01-P60, 10 per kind, phrased as asked at the bedside or in handover.

Each reference gives the conclusion first (Yes/No or the value), then the facts it rests on, with
dates and which stay. `notes` lists the supporting note_ids of that subject.
"""


def q(pid, subject_id, kind, question, reference, notes):
    return {"pid": pid, "subject_id": subject_id, "kind": kind, "question": question,
            "reference": reference, "notes": notes}


NF, PH, ST, CL, DC, AP = ("negative_finding", "prior_history", "state_at_time", "course_length",
                          "dose_change", "attribution_plan")

QUESTIONS = [
    # ---------------------------------------------------------------- negative_finding
    q("P01", 9800001, NF,
      "His groin was swollen after the cath in February - did the ultrasound show a pseudoaneurysm?",
      "No. The right groin duplex on 2201-02-12 (first stay, after right femoral access for the PCI "
      "on 02-11) showed a 3.4 x 2.1 cm hematoma with no internal flow, and no pseudoaneurysm or AV "
      "fistula. It was managed with compression; Hgb 14.1 -> 12.6, then stable.",
      ["9800001-RR-4", "9800001-DS-5"]),
    q("P02", 9800001, NF,
      "When he came in short of breath in June, was there a pneumonia on the chest film?",
      "No. The portable chest film on 2201-06-02 (second stay), ordered as 'Pneumonia? Edema?', "
      "showed moderate interstitial pulmonary edema with small bilateral effusions and no focal "
      "consolidation. The admission was treated as decompensated heart failure, not pneumonia.",
      ["9800001-RR-8", "9800001-DS-10"]),
    q("P03", 9800002, NF,
      "He had a brief loss of consciousness in the bike crash - did the head CT show a bleed?",
      "No. CT head and C-spine on 2202-07-14 (first stay) showed no intracranial hemorrhage or "
      "calvarial fracture, only a left frontal scalp hematoma, and no cervical spine fracture; the "
      "collar was cleared the same day.",
      ["9800002-RR-2", "9800002-DS-5"]),
    q("P04", 9800002, NF,
      "When he came back with the draining shin, did the CT show a sequestrum?",
      "Yes. CT of the left tibia on 2202-11-03 (second stay) showed a 1.8 x 0.6 cm sequestrum of the "
      "anterior cortex with a cloaca and a sinus tract to the skin, and partial union; it showed no "
      "drainable abscess. The sequestrum was removed at surgery on 11-05, and pathology found acute "
      "and chronic osteomyelitis in it.",
      ["9800002-RR-8", "9800002-DS-10"]),
    q("P05", 9800003, NF,
      "Was there any gas in the kidney on her first CT - was this emphysematous pyelo?",
      "No. The non-contrast CT on 2203-04-08 (first stay) showed an 8 mm obstructing left proximal "
      "ureteral stone with moderate hydroureteronephrosis and perinephric stranding, but no gas in "
      "the renal parenchyma, collecting system or perinephric space, and no perinephric abscess.",
      ["9800003-RR-2"]),
    q("P06", 9800003, NF,
      "Her father had bladder cancer - did they see anything in the bladder when they scoped her?",
      "No. At cystoscopy for stent placement on 2203-04-08 (first stay) the bladder mucosa was "
      "normal, with no tumors, stones or diverticula; the urologist put the hematuria down to the "
      "stone and infection. At stent removal on 2203-05-23 (second stay) there was only mild "
      "erythema of the left trigone where the stent coil lay, and no tumor.",
      ["9800003-CN-3", "9800003-PN-6", "9800003-DS-10"]),
    q("P07", 9800004, NF,
      "Did the January CT chest show a lung abscess or an empyema?",
      "No. CT chest on 2205-01-11 (second stay) showed right lower lobe consolidation consistent "
      "with aspiration pneumonia and a small simple-appearing right effusion, with no cavitation, no "
      "lung abscess and no evidence of empyema. She was treated with 7 days of antibiotics.",
      ["9800004-RR-8", "9800004-DS-10"]),
    q("P08", 9800005, NF,
      "With the fever and confusion in August, did the LP show meningitis or encephalitis?",
      "No. LP on 2205-08-06 (second stay): CSF WBC 1, RBC 3, protein 38, glucose 68, Gram stain "
      "negative, HSV PCR negative, culture no growth. Blood cultures, UA and chest film were also "
      "negative; the picture was attributed to neuroleptic malignant syndrome.",
      ["9800005-CN-8", "9800005-RR-9", "9800005-DS-10"]),
    q("P09", 9800006, NF,
      "He already had back pain with the bacteremia in January - did the spine MRI show "
      "osteomyelitis back then?",
      "No. MRI of the lumbar spine with and without contrast on 2206-01-08 (first stay) showed no "
      "discitis-osteomyelitis and no epidural abscess, only mild L4-L5 degenerative change; on later "
      "review the L2-L3 disc and endplates were normal at that time. L2-L3 discitis-osteomyelitis "
      "was found only on the new MRI of 2206-03-20 (second stay).",
      ["9800006-RR-4", "9800006-RR-8"]),
    q("P10", 9800006, NF,
      "Does he have an epidural abscess on the March MRI?",
      "No drainable epidural abscess. The MRI of 2206-03-20 (second stay) showed new L2-L3 "
      "discitis-osteomyelitis with a thin (3 mm) ventral epidural phlegmon without a rim-enhancing "
      "collection, no neural compression, and mild psoas myositis without drainable abscess. No "
      "surgery was indicated.",
      ["9800006-RR-8", "9800006-PN-9", "9800006-DS-10"]),

    # ---------------------------------------------------------------- prior_history
    q("P11", 9800001, PH,
      "Before this June admission, had he ever been in heart failure?",
      "No. In the February stay (2201-02-10 to 02-15) the TTE showed an EF of 45%, but he had no "
      "clinical heart failure, was euvolemic and needed no diuretic, and his history listed no heart "
      "failure. At clinic on 2201-03-20 he was euvolemic with BNP 74. The June admission was new "
      "HFrEF (EF 30%).",
      ["9800001-DS-5", "9800001-PN-6", "9800001-DS-10"]),
    q("P12", 9800001, PH,
      "Has he had gout attacks before this one?",
      "Yes. Gout was in his history at the February 2201 admission, with the last flare in 2198, on "
      "allopurinol 100 mg. The current left first MTP flare began around 2201-05-10.",
      ["9800001-ED-1", "9800001-DS-5", "9800001-ED-7"]),
    q("P13", 9800002, PH,
      "Now that he's back with the infection - has he ever had a DVT himself?",
      "No. He had no history of DVT at presentation in July 2202 (first stay), and a left leg venous "
      "duplex on 2202-07-18 for calf swelling showed no DVT (distal calf limited by dressings). The "
      "two DVTs and the factor V Leiden are his father's; that family history is why he had extended "
      "enoxaparin prophylaxis.",
      ["9800002-ED-1", "9800002-RR-4", "9800002-DS-5"]),
    q("P14", 9800002, PH,
      "Was there any sign of infection in that leg before he turned up with the draining sinus?",
      "No. At discharge on 2202-07-21 the wound was clean and dry with no signs of infection, and at "
      "the orthopaedic clinic on 2202-08-25 the incision was healed with no erythema, drainage or "
      "sinus. The drainage began about 2 weeks before the 2202-11-03 admission.",
      ["9800002-DS-5", "9800002-PN-6", "9800002-ED-7"]),
    q("P15", 9800003, PH,
      "She was briefly confused with the low sugar this time - has she had delirium before?",
      "Yes. In the first stay she had hyperactive delirium on the night of 2203-04-08/04-09 (CAM "
      "positive, pulling at her IV), attributed to sepsis and treated with one dose of haloperidol "
      "0.5 mg; it cleared by 04-10. In the second stay there was no delirium; the brief confusion on "
      "05-21 came with hypoglycemia (BG 48) and resolved at once with D50.",
      ["9800003-PN-4", "9800003-DS-5", "9800003-PN-9", "9800003-DS-10"]),
    q("P16", 9800004, PH,
      "Has she ever had a seizure before?",
      "Yes. One generalized tonic-clonic seizure of about 60 seconds in the ED on 2204-09-02, during "
      "the amitriptyline overdose (first stay), treated with lorazepam 2 mg IV; no further seizures. "
      "She had no seizure history before that.",
      ["9800004-ED-1", "9800004-DS-5", "9800004-DS-10"]),
    q("P17", 9800004, PH,
      "Has she had an aspiration pneumonia before?",
      "No. After intubation for the amitriptyline overdose on 2204-09-02 (first stay) the chest film "
      "showed clear lungs with no evidence of aspiration or pneumonia, and that summary records no "
      "pneumonia. The right lower lobe aspiration pneumonia of January 2205 is her first.",
      ["9800004-RR-3", "9800004-DS-5", "9800004-DS-10"]),
    q("P18", 9800005, PH,
      "Before we restart her lithium - has she had lithium toxicity before?",
      "Yes. In March 2205 (first stay): level 2.9 with AKI (Cr 2.4), confusion, coarse tremor and "
      "ataxia, precipitated by hydrochlorothiazide plus gastroenteritis; no dialysis. Lithium was "
      "then held and not restarted until 2205-08-09 in the second stay.",
      ["9800005-ED-1", "9800005-DS-5", "9800005-DS-10"]),
    q("P19", 9800005, PH,
      "Before the haloperidol, had she ever reacted badly to an antipsychotic?",
      "No. She had never taken an antipsychotic before March 2205. She took quetiapine from "
      "2205-03-18 until she stopped it herself around 07-13, with sedation and weight gain but no "
      "stiffness, fever or confusion (clinic 04-12). The NMS in August was attributed to haloperidol.",
      ["9800005-ED-1", "9800005-DS-5", "9800005-PN-6", "9800005-ED-7", "9800005-CN-8"]),
    q("P20", 9800006, PH,
      "Has he ever had endocarditis?",
      "No. He had no history of endocarditis, and in January 2206 (first stay) it was excluded: TTE "
      "on 01-06 and TEE on 01-09 showed no vegetation and no perivalvular abscess. A repeat TEE on "
      "2206-03-22 (second stay) again showed no vegetation.",
      ["9800006-ED-1", "9800006-DS-5", "9800006-PN-9", "9800006-DS-10"]),

    # ---------------------------------------------------------------- state_at_time
    q("P21", 9800001, ST,
      "Is he still on ticagrelor when he goes home in June?",
      "No. Ticagrelor was started for the NSTEMI and continued at the February discharge despite "
      "mild dyspnea, but at clinic on 2201-03-20 it was stopped and replaced by clopidogrel (600 mg "
      "load, then 75 mg daily). At the June discharge (2201-06-08) he is on aspirin plus clopidogrel "
      "through 2202-02-11; ticagrelor is listed as an intolerance and is not to be resumed.",
      ["9800001-DS-5", "9800001-PN-6", "9800001-PN-9", "9800001-DS-10"]),
    q("P22", 9800002, ST,
      "Was the wound still draining when he went home in November?",
      "No. The drain came out on 2202-11-09 and the wound was dry from 11-09 on; at discharge on "
      "2202-11-12 it was dry and closed with no erythema.",
      ["9800002-DS-10"]),
    q("P23", 9800002, ST,
      "After the November washout, was any infection left at the bone margins?",
      "No. Pathology from the 2202-11-05 surgery showed acute and chronic osteomyelitis in the "
      "removed anterior cortical sequestrum, but the proximal and distal canal reamings and the final "
      "margin of debrided anterior cortex showed viable bone without acute inflammation - margins "
      "negative. He still went home on the planned 12-week antibiotic course because a new nail was "
      "placed.",
      ["9800002-CN-9", "9800002-DS-10"]),
    q("P24", 9800003, ST,
      "Was she still confused when she went home in April?",
      "No. The hyperactive delirium on the night of 04-08/04-09 (sepsis) had cleared by 04-10; she "
      "was oriented x3 and CAM negative from 04-11 through discharge on 2203-04-13.",
      ["9800003-PN-4", "9800003-DS-5"]),
    q("P25", 9800003, ST,
      "Is the ureteral stent still in when she leaves in May?",
      "No. The stent placed at ureteroscopy on 05-13 (planned for removal in clinic on 05-27) was "
      "removed cystoscopically on 2203-05-23 because of the infection. At discharge on 05-24 she is "
      "stent-free and stone-free on the left, and tamsulosin and oxybutynin were stopped.",
      ["9800003-ED-7", "9800003-PN-9", "9800003-DS-10"]),
    q("P26", 9800004, ST,
      "Was she still delirious when she left in January?",
      "No. She had hyperactive delirium on the night of 01-13/01-14 after extubation (CAM-ICU "
      "positive, dexmedetomidine 01-13 to 01-15). It resolved: CAM negative from 01-15, and she was "
      "oriented and appropriate at discharge on 2205-01-18.",
      ["9800004-PN-9", "9800004-DS-10"]),
    q("P27", 9800004, ST,
      "Did her topiramate get restarted before she left in January?",
      "Yes. Topiramate 25 mg bid (started by neurology on 2204-10-02) was held 01-11 to 01-17 for "
      "NPO status and AKI, and restarted at 25 mg bid on 2205-01-18 with Cr 0.9; it is on the "
      "discharge list. Quetiapine, by contrast, was stopped.",
      ["9800004-PN-6", "9800004-PN-9", "9800004-DS-10"]),
    q("P28", 9800005, ST,
      "When she went home in March, was she still confused?",
      "No. The confusion from lithium toxicity had cleared by 03-18; she was oriented x3 and CAM "
      "negative from 2205-03-18 through discharge on 03-22. Only a mild fine tremor remained.",
      ["9800005-DS-5"]),
    q("P29", 9800005, ST,
      "Is she on lithium now, after the August admission?",
      "Yes. Lithium had been held since the March 2205 toxicity and was not restarted at the 04-12 "
      "clinic, but in August psychiatry and nephrology restarted it: 300 mg bid from 2205-08-09, "
      "increased on 08-12 to 300 mg qam + 600 mg qhs. It is on the discharge list, with a level due "
      "08-17.",
      ["9800005-DS-5", "9800005-PN-6", "9800005-DS-10"]),
    q("P30", 9800006, ST,
      "Was he taking his sertraline while he was on linezolid in February?",
      "No. The January discharge plan held sertraline during the linezolid course (02-07 to 02-20) "
      "because of the serotonin syndrome risk; at ID clinic on 2206-02-10 it had been held since "
      "02-07 as planned. It was restarted at 50 mg on 02-21.",
      ["9800006-DS-5", "9800006-PN-6", "9800006-ED-7"]),

    # ---------------------------------------------------------------- course_length
    q("P31", 9800001, CL,
      "How long is he meant to stay on dual antiplatelets?",
      "12 months from the PCI of 2201-02-11, i.e. through 2202-02-11, then aspirin alone (aspirin is "
      "indefinite). The P2Y12 drug changed from ticagrelor to clopidogrel on 2201-03-20, but the end "
      "date did not change; it is restated at the June discharge.",
      ["9800001-CN-3", "9800001-DS-5", "9800001-PN-6", "9800001-DS-10"]),
    q("P32", 9800001, CL,
      "How long was he on the heparin drip for the NSTEMI?",
      "About 20 hours: started in the ED at 14:30 on 2201-02-10 and stopped at the end of the "
      "catheterization at 10:40 on 02-11 (first stay). No heparin was given after the PCI.",
      ["9800001-ED-1", "9800001-CN-3", "9800001-DS-5"]),
    q("P33", 9800002, CL,
      "What's the total length of antibiotics for the tibial infection?",
      "12 weeks counted from the surgery on 2202-11-05, through 2203-01-28: IV cefazolin for the "
      "first 2 weeks (through 11-19), then oral levofloxacin 750 mg daily plus rifampin 300 mg bid "
      "(rifampin already from 11-10) to the end. Six weeks would have applied only if all the "
      "hardware had been removed, and a new coated nail was placed.",
      ["9800002-CN-9", "9800002-DS-10"]),
    q("P34", 9800002, CL,
      "How long was he on enoxaparin after the original fracture surgery?",
      "4 weeks after discharge: enoxaparin 40 mg daily from 2202-07-15, continued through 2202-08-18, "
      "extended because of his father's factor V Leiden; he finished on 08-18 (clinic 08-25). The "
      "November stay's post-discharge course is a different, shorter one: 2 weeks, through "
      "2202-11-26.",
      ["9800002-PN-3", "9800002-DS-5", "9800002-PN-6", "9800002-DS-10"]),
    q("P35", 9800003, CL,
      "How long was her antibiotic course for the urosepsis in April?",
      "14 days counted from the first negative blood culture on 2203-04-09, last dose 04-22: "
      "ceftriaxone 04-08 to 04-10, ertapenem 04-10 to 04-13, then TMP-SMX DS bid 04-14 to 04-22. She "
      "completed it as prescribed (clinic 04-29). Seven days was mentioned only as usual for "
      "uncomplicated pyelonephritis.",
      ["9800003-DS-5", "9800003-PN-6"]),
    q("P36", 9800004, CL,
      "How long did she need the bicarb drip?",
      "About 30 hours: sodium bicarbonate bolus then infusion from 2204-09-02 21:55 until 09-04 04:00 "
      "(first stay), stopped once the QRS had been under 100 ms for 12 hours. Telemetry then "
      "continued for another 24 hours, to 09-05 04:00.",
      ["9800004-ED-1", "9800004-DS-5"]),
    q("P37", 9800004, CL,
      "How long was she actually on NAC in September?",
      "About 4 hours: started empirically at 22:20 on 2204-09-02 and stopped at 02:30 on 09-03, when "
      "the 4-hour acetaminophen level was undetectable and AST/ALT were normal. The 21-hour protocol "
      "was not completed.",
      ["9800004-ED-1", "9800004-DS-5"]),
    q("P38", 9800005, CL,
      "How long should she keep taking the bromocriptine?",
      "10 days: started 2205-08-07, continued through 2205-08-16, then stopped. This is separate from "
      "the antipsychotic-free window (no antipsychotic before 08-23, 2 weeks after the NMS resolved "
      "on 08-09).",
      ["9800005-CN-8", "9800005-DS-10"]),
    q("P39", 9800006, CL,
      "How long was the MRSA treatment after the January admission?",
      "6 weeks from the first negative blood culture (2206-01-09): IV daptomycin for 4 weeks, last "
      "dose 02-06, then oral linezolid 600 mg bid for 2 weeks, 02-07 to 02-20. He completed it on "
      "02-20.",
      ["9800006-DS-5", "9800006-PN-6", "9800006-ED-7"]),
    q("P40", 9800006, CL,
      "How long does he stay on apixaban for the arm clot?",
      "3 months in total, through 2206-04-07, because it was a provoked (septic) thrombosis "
      "extending into a brachial vein - not indefinite. Heparin drip from 01-07, apixaban 10 mg bid "
      "01-13 to 01-19, then 5 mg bid. It was held 03-20 to 03-21 in the second stay and resumed "
      "03-22; the stop date is still 04-07.",
      ["9800006-CN-3", "9800006-DS-5", "9800006-PN-9", "9800006-DS-10"]),

    # ---------------------------------------------------------------- dose_change
    q("P41", 9800001, DC,
      "What dose of metoprolol is he going home on this time?",
      "Metoprolol succinate 50 mg daily. It was reduced from 50 to 25 mg on admission on 2201-06-02 "
      "while he was decompensated and increased back to 50 mg on 06-08, the day of discharge.",
      ["9800001-ED-7", "9800001-PN-9", "9800001-DS-10"]),
    q("P42", 9800001, DC,
      "What furosemide dose does he go home on?",
      "Furosemide 20 mg PO daily. He had 40 mg IV bid 06-02 to 06-05, then 40 mg PO daily from 06-06, "
      "reduced to 20 mg on 2201-06-08 (discharge day) because Cr rose from 1.4 to 1.6 at dry weight. "
      "He was on no diuretic before this admission.",
      ["9800001-DS-5", "9800001-DS-10"]),
    q("P43", 9800003, DC,
      "What glipizide dose is she on at discharge in May?",
      "Glipizide 5 mg daily, reduced from her usual 10 mg. It was held 05-21 to 05-23 after the "
      "hypoglycemia (BG 48 on 05-21) attributed to glipizide, and restarted at 5 mg on 2203-05-24 "
      "once she was eating full meals with Cr 0.9.",
      ["9800003-PN-9", "9800003-DS-10"]),
    q("P44", 9800003, DC,
      "How did her blood pressure meds change between admission and discharge in May?",
      "Lisinopril 20 mg was held (hyperkalemia with AKI), to restart at 10 mg once Cr is at baseline "
      "and K < 5.0 at the 05-31 PCP check; amlodipine was increased from 5 to 10 mg on 2203-05-24, "
      "the day of discharge, for SBP 148-156.",
      ["9800003-ED-7", "9800003-PN-9", "9800003-DS-10"]),
    q("P45", 9800004, DC,
      "What sertraline dose does she go home on in January?",
      "Sertraline 50 mg daily, down from 100 mg before admission. It was held on 2205-01-11 for QTc "
      "521 and restarted at 50 mg on 01-16 once the QTc was under 470 on two ECGs; psychiatry is to "
      "return to 100 mg after a repeat ECG in 1 week.",
      ["9800004-ED-7", "9800004-PN-9", "9800004-DS-10"]),
    q("P46", 9800004, DC,
      "What sertraline dose was she on when she went to psychiatry in September?",
      "100 mg daily. She came in on 50 mg; it was held on admission because of the QTc, restarted at "
      "50 mg on 2204-09-05 (QTc 452) and increased to 100 mg on 09-07, the day of transfer.",
      ["9800004-CN-4", "9800004-DS-5"]),
    q("P47", 9800005, DC,
      "What quetiapine dose did she go home on in March?",
      "Quetiapine 200 mg qhs. Started on 03-18 at 50 mg, increased to 100 mg on 03-20 and to 200 mg "
      "on 2205-03-22, the day of discharge. Lithium was held.",
      ["9800005-DS-5", "9800005-PN-6"]),
    q("P48", 9800005, DC,
      "What lithium dose is she going home on in August?",
      "Lithium carbonate 300 mg qam + 600 mg qhs (900 mg/day). Restarted at 300 mg bid on "
      "2205-08-09; the level was 0.5 on 08-12, so the dose was increased on the day of discharge, "
      "with a level due 08-17 (target 0.6-0.8). Before March she had been on lithium ER 450 mg bid.",
      ["9800005-DS-5", "9800005-DS-10"]),
    q("P49", 9800006, DC,
      "What's his glargine dose at discharge in March?",
      "22 units qhs. He came in on 18 units (glargine started at 14 units on 01-09, increased to 18 on "
      "01-16) and it was increased from 18 to 22 units on 2206-03-26, the day of discharge, for "
      "fasting glucose in the 190s.",
      ["9800006-DS-5", "9800006-ED-7", "9800006-DS-10"]),
    q("P50", 9800006, DC,
      "What sertraline dose is he on after the March stay?",
      "100 mg daily. He came in on 50 mg (restarted at 50 mg on 02-21 after the linezolid) and it was "
      "increased to 100 mg on 2206-03-24, because linezolid is not part of the new plan.",
      ["9800006-ED-7", "9800006-PN-9", "9800006-DS-10"]),

    # ---------------------------------------------------------------- attribution_plan
    q("P51", 9800001, AP,
      "Was it the pioglitazone that tipped him into failure?",
      "No. The decompensation was attributed to naproxen 500 mg bid (about 3 weeks from 2201-05-10 "
      "for gout) plus dietary sodium, on a ventricle whose EF had fallen to 30%. Pioglitazone was on "
      "the outside list but was never filled or taken (confirmed with the pharmacy); it was removed "
      "and is not to be started. Troponin was flat - no new ischemic event.",
      ["9800001-PN-9", "9800001-DS-10"]),
    q("P52", 9800002, AP,
      "What was his kidney injury in November put down to?",
      "Vancomycin nephrotoxicity (trough 24.6 on 11-06), probably potentiated by the combination with "
      "piperacillin-tazobactam. ID judged the single PACU ketorolac dose much less likely, and no IV "
      "contrast was given. Cr 0.9 -> peak 1.9 (11-08) -> 1.1 at discharge; vancomycin was added to "
      "the allergy list.",
      ["9800002-CN-9", "9800002-DS-10"]),
    q("P53", 9800002, AP,
      "When was the rifampin supposed to start, and did that happen?",
      "Only once the wound was dry and the drain was out, and never alone (ID, 2202-11-07). The "
      "condition was met: drain out and wound dry on 11-09, and rifampin 300 mg bid started on "
      "11-10, overlapping with cefazolin, to continue through 2203-01-28.",
      ["9800002-CN-9", "9800002-DS-10"]),
    q("P54", 9800003, AP,
      "Was her potassium of 6 from the Bactrim?",
      "No. The hyperkalemia (K 6.0 on 2203-05-19) was attributed to lisinopril, restarted at the full "
      "20 mg on 04-29, with AKI from vomiting and poor intake; the 1-week BMP after the restart was "
      "never drawn. The TMP-SMX course had ended on 04-22, a month earlier, and played no part.",
      ["9800003-PN-6", "9800003-ED-7", "9800003-PN-9", "9800003-DS-10"]),
    q("P55", 9800003, AP,
      "Her sugar dropped to 48 on the 21st - was that the insulin she got for the potassium?",
      "No - the glipizide. The BG of 48 at 06:10 on 2203-05-21 was attributed to glipizide 10 mg, "
      "continued in error on the admission orders and given on 05-20 at 09:00 while she was barely "
      "eating with Cr 1.5. The 10 units of regular insulin for hyperkalemia at 21:30 on 05-19 were "
      "more than 30 hours earlier, and the 2 units of lispro at 21:00 on 05-20 were judged trivial.",
      ["9800003-ED-7", "9800003-PN-9", "9800003-DS-10"]),
    q("P56", 9800004, AP,
      "Was her long QT put down to the azithromycin she got in the ED?",
      "No. The QTc prolongation (521 ms on 2205-01-11) was attributed to the quetiapine overdose. The "
      "azithromycin was a single dose and was stopped, sertraline contributed modestly at most, and "
      "hypomagnesemia was corrected. Quetiapine was discontinued and is not to be restarted.",
      ["9800004-ED-7", "9800004-PN-9", "9800004-DS-10"]),
    q("P57", 9800005, AP,
      "What tipped her into lithium toxicity - was it the lisinopril?",
      "No. It was attributed to hydrochlorothiazide (started 2205-02-20) plus volume depletion from 5 "
      "days of gastroenteritis. Nephrology noted that lisinopril had been unchanged for six years and "
      "her lithium dose for longer, so neither was new. HCTZ was stopped permanently.",
      ["9800005-ED-1", "9800005-CN-4", "9800005-DS-5"]),
    q("P58", 9800005, AP,
      "Could the quetiapine have caused her NMS?",
      "No. The NMS (T 39.4, lead-pipe rigidity, CK 8,900 on 2205-08-06) was attributed to haloperidol "
      "(5 mg IM twice on 08-03, then 5 mg PO bid 08-04 to 08-06). She had stopped quetiapine about "
      "three weeks before admission, after four months on it without any such reaction; lamotrigine "
      "was not implicated.",
      ["9800005-ED-7", "9800005-CN-8", "9800005-DS-10"]),
    q("P59", 9800006, AP,
      "Was his platelet drop in January HIT?",
      "No. HIT was considered (heparin since 01-05, 4T score 5) and heparin was stopped, but the PF4 "
      "ELISA on 2206-01-12 was negative (OD 0.18). The thrombocytopenia (228 -> 61 by 01-11) was "
      "attributed to vancomycin (drug-induced immune thrombocytopenia); platelets recovered to 164 "
      "after the switch to daptomycin.",
      ["9800006-DS-5"]),
    q("P60", 9800006, AP,
      "They held his atorvastatin for the daptomycin in January - was it restarted as planned?",
      "Yes. The plan was to resume atorvastatin once daptomycin was completed; the last daptomycin "
      "dose was 2206-02-06 and atorvastatin was restarted on 02-07 (ID clinic 02-10). It was held "
      "again from 03-20 in the second stay for the new daptomycin course, to resume after the last "
      "dose on 05-16.",
      ["9800006-DS-5", "9800006-PN-6", "9800006-DS-10"]),
]
