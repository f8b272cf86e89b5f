"""Probe questions for the probe3 set: 60 questions, 10 of each kind.

Each entry: (subject_id, kind, question, reference, [note_ids]). build.py numbers them P01..P60
in this order.
"""

QUESTIONS = [
    # ---------------------------------------------------------------- plan
    (9900001, "plan",
     "Once she leaves for rehab after the bleed, is she supposed to go back on her baby aspirin?",
     "Not at discharge - aspirin was held, with the decision left to stroke clinic after the 6-8 week MRI: "
     "no restart before 4 weeks from the bleed, and only if the MRI showed no amyloid pattern or underlying lesion.",
     ["9900001-PN-3", "9900001-DS-4"]),
    (9900002, "plan",
     "What did ID say about how long to treat him after the fifth ray came off, and which way did it go?",
     "It was conditional on the 9/6 proximal bone margin: clean margin - 2 weeks counted from 9/6; residual "
     "osteomyelitis - 6 weeks. The margin was negative, so he got 2 weeks (IV until 9/7, then Augmentin through 9/19).",
     ["9900002-CN-3", "9900002-DS-4"]),
    (9900003, "plan",
     "After the banding in February, what was the plan for his varices, and did he follow through?",
     "Repeat EGD with banding in 3 weeks (booked 3/3), then every 2-4 weeks until eradication - but he did not "
     "attend on 3/3; the next banding was only done as an inpatient on 5/23 during the SBP admission, with 6/13 booked.",
     ["9900003-CN-2", "9900003-DS-5", "9900003-ED-6", "9900003-PN-8"]),
    (9900003, "plan",
     "Is the cipro something he stays on once the SBP is treated?",
     "Yes - ciprofloxacin 500 mg daily indefinitely as secondary SBP prophylaxis, starting 5/25 after the "
     "5-day ceftriaxone course.",
     ["9900003-CN-7", "9900003-PN-8", "9900003-DS-9"]),
    (9900004, "plan",
     "When was she allowed back on her pump after the June DKA?",
     "Only after her diabetes educator visit (about 2 weeks out); she went home on glargine 18 units plus "
     "lispro. That did happen - the pump was restarted at the educator visit on 6/21/2194.",
     ["9900004-PN-3", "9900004-CN-4", "9900004-DS-5", "9900004-ED-6"]),
    (9900004, "plan",
     "What's the hydrocortisone plan when she goes home after the flu?",
     "Double dose for 3 more days - 30 mg on waking and 10 mg at 2 pm through 1/29 - then back to her usual "
     "15 mg/5 mg from 1/30; fludrocortisone 0.1 mg continues (resumed 1/25).",
     ["9900004-PN-8", "9900004-DS-9"]),
    (9900005, "plan",
     "Did he qualify for home O2 after the November stay, or was that left open?",
     "Left open (conditional) - resting sat was 89-90%, so no oxygen at discharge; the plan was to recheck at "
     "pulmonary clinic in about 4 weeks and arrange long-term O2 if 88% or lower. He was 91% at the 12/15 visit, "
     "so none was ordered; home O2 was only started after the January admission (resting 86%).",
     ["9900005-PN-3", "9900005-DS-4", "9900005-ED-5", "9900005-DS-9"]),
    (9900005, "plan",
     "Where did we land on chronic azithro for him?",
     "Not started - in November it was deferred ('consider after another admission, ECG first'); at the January "
     "admission the QTc was 492 ms, so pulmonary ruled it out and started roflumilast instead.",
     ["9900005-PN-3", "9900005-CN-7", "9900005-DS-9"]),
    (9900006, "plan",
     "What was meant to happen to the Seroquel once she got to rehab in April?",
     "It was to be stopped within a week at the facility. That did not happen: it was increased to 25 mg in May "
     "and she was still taking it at the September admission, when it was finally tapered off.",
     ["9900006-CN-4", "9900006-DS-5", "9900006-CN-8"]),
    (9900006, "plan",
     "After the hip nailing, what's the plan for her bones?",
     "Alendronate stopped; replete vitamin D first (25-OH D 18, ergocalciferol 50,000 units weekly for 8 weeks), "
     "then zoledronic acid 5 mg IV at bone clinic - only once vitamin D is 30 or higher and calcium is normal, "
     "and not before 2 weeks after surgery. Not given yet.",
     ["9900006-CN-8", "9900006-DS-9"]),

    # ---------------------------------------------------------------- duration
    (9900001, "duration",
     "How long did she need the nicardipine drip?",
     "About 20 hours - started at 22:05 in the ED on the night of the bleed and weaned off the next evening, "
     "then oral amlodipine and lisinopril.",
     ["9900001-ED-1", "9900001-PN-3", "9900001-DS-4"]),
    (9900001, "duration",
     "When can she drive again after the seizure?",
     "Not for 6 months - counted from the seizure on 7/19 (state law), per neurology.",
     ["9900001-CN-8", "9900001-DS-9"]),
    (9900002, "duration",
     "How long does the ertapenem run after the TMA?",
     "6 weeks counted from the 1/17 amputation, i.e. through 2/28 (ertapenem itself started 1/20 via PICC), "
     "because the proximal margin was positive.",
     ["9900002-PN-8", "9900002-DS-9"]),
    (9900003, "duration",
     "How many days of octreotide did he get for the variceal bleed?",
     "5 days - from arrival on 2/8 until early morning 2/13.",
     ["9900003-CN-2", "9900003-PN-4", "9900003-DS-5"]),
    (9900003, "duration",
     "The first time, how long was his SBP prophylaxis, and how much of it was IV?",
     "7 days in total - IV ceftriaxone for 5 days (2/8-2/12), then oral ciprofloxacin 2/13-2/14.",
     ["9900003-PN-4", "9900003-DS-5"]),
    (9900004, "duration",
     "What was the drip time on her insulin infusion back in June?",
     "About 20 hours - 05:30 on 6/3 to 01:30 on 6/4, overlapped with glargine.",
     ["9900004-PN-3", "9900004-DS-5"]),
    (9900004, "duration",
     "How many days had she been ill before she came in with the flu?",
     "3 days of fever and myalgias; the vomiting had only started that morning (1 day).",
     ["9900004-ED-6", "9900004-DS-9"]),
    (9900005, "duration",
     "All in, how many days of steroids is he getting for the January exacerbation?",
     "16 days - IV methylprednisolone 1/19-1/20, prednisone 40 mg 1/21-1/25, then a 9-day taper "
     "(30, 20, 10 mg for 3 days each) ending 2/3.",
     ["9900005-CN-7", "9900005-DS-9"]),
    (9900005, "duration",
     "How many hours of BiPAP did he need in November?",
     "About 31 hours - from 13:50 on 11/10 to about 21:00 on 11/11.",
     ["9900005-ED-1", "9900005-PN-3", "9900005-DS-4"]),
    (9900006, "duration",
     "Over what period was the Ambien supposed to be weaned off?",
     "2 weeks from the restart - 5 mg nightly 4/4-4/10, 2.5 mg 4/11-4/17, then stop (completed at the facility).",
     ["9900006-CN-4", "9900006-DS-5", "9900006-CN-8"]),

    # ---------------------------------------------------------------- restart_held
    (9900001, "restart_held",
     "Did her aspirin ever get restarted after the ICH?",
     "Yes - 81 mg was restarted at stroke clinic in May 2193, after the MRI showed a hypertensive rather than "
     "amyloid pattern, and it was continued through the July seizure admission.",
     ["9900001-DS-4", "9900001-RR-5", "9900001-ED-6", "9900001-CN-8", "9900001-DS-9"]),
    (9900001, "restart_held",
     "Did the amlodipine go back on at the same dose after her orthostatic episode in July?",
     "No - it was held 7/19-7/20 and restarted on 7/21 at 5 mg, half the previous 10 mg.",
     ["9900001-ED-6", "9900001-DS-9"]),
    (9900001, "restart_held",
     "Keppra was stopped during the bleed admission - is she back on it, and at what dose?",
     "Yes - restarted on 7/19 after the late post-ICH seizure at 750 mg BID; in March she had only a 1 g load "
     "and two 500 mg doses before it was stopped on 3/16.",
     ["9900001-PN-3", "9900001-CN-8", "9900001-DS-9"]),
    (9900002, "restart_held",
     "Was his lisinopril ever put back after the first foot admission?",
     "Yes, at a lower dose - held at the September discharge, then restarted at 5 mg (home dose had been 10 mg) "
     "by vascular clinic in 10/2191 for BP 152/90. It was held again in January and not restarted at that discharge.",
     ["9900002-DS-4", "9900002-ED-5", "9900002-DS-9"]),
    (9900003, "restart_held",
     "Are his Lasix and spironolactone back on after the variceal bleed?",
     "Only partly - spironolactone was restarted on 2/12 at 50 mg (half his home 100 mg); furosemide was not "
     "restarted, to be resumed at 20 mg only if weight rose more than 2 kg or edema returned.",
     ["9900003-PN-4", "9900003-DS-5"]),
    (9900003, "restart_held",
     "Carvedilol got held for the SBP - was it back on by discharge?",
     "No - held for the whole stay (systolic 94-104); hepatology will consider 3.125 mg BID in clinic if "
     "systolic is consistently above 100.",
     ["9900003-CN-7", "9900003-PN-8", "9900003-DS-9"]),
    (9900004, "restart_held",
     "When did the fludrocortisone go back on in January?",
     "On 1/25, at her usual 0.1 mg daily - it was held 1/22-1/24 while she was on 100 mg/day or more of hydrocortisone.",
     ["9900004-ED-6", "9900004-PN-8", "9900004-DS-9"]),
    (9900005, "restart_held",
     "His metoprolol was held for the sepsis - did he go home on it?",
     "Yes, at half dose - restarted 1/22 at 25 mg (home 50 mg) and discharged on 25 mg.",
     ["9900005-ED-5", "9900005-PN-8", "9900005-DS-9"]),
    (9900006, "restart_held",
     "Was donepezil restarted after the hip surgery?",
     "Yes, but at 5 mg instead of 10 mg, on 9/17 - it was held from 9/15 and reduced because of sinus "
     "bradycardia (HR 46-54 with a 2.4 s pause).",
     ["9900006-CN-8", "9900006-DS-9"]),
    (9900006, "restart_held",
     "The ED held her Ambien in April - did it get restarted?",
     "Yes, deliberately and at a lower dose - restarted 4/4 at 5 mg (home 10 mg) as a taper to 2.5 mg and then "
     "off, to avoid withdrawal and rebound insomnia.",
     ["9900006-ED-1", "9900006-CN-4", "9900006-DS-5"]),

    # ---------------------------------------------------------------- yes_no_specific
    (9900001, "yes_no_specific",
     "When she fell in July, had she rebled?",
     "No - CT showed no new hemorrhage, only encephalomalacia at the old putaminal site and a scalp hematoma; "
     "the event was a focal seizure.",
     ["9900001-RR-7", "9900001-CN-8", "9900001-DS-9"]),
    (9900001, "yes_no_specific",
     "Does she have CAA?",
     "No - the MRI showed only deep (thalamic and pontine) microbleeds, a hypertensive pattern, with no lobar "
     "microbleeds or superficial siderosis.",
     ["9900001-RR-5"]),
    (9900002, "yes_no_specific",
     "Did the first MRI of his foot show nec fasc?",
     "No - gas and enhancement were confined to the subcutaneous tissue; it showed osteomyelitis of the fifth "
     "proximal phalanx and metatarsal head with an abscess.",
     ["9900002-RR-2", "9900002-DS-4"]),
    (9900002, "yes_no_specific",
     "Any Charcot foot when he came back in January?",
     "No - the radiographs showed a congruent midfoot without Charcot changes; the finding was osteomyelitis of "
     "the fourth metatarsal head.",
     ["9900002-RR-6", "9900002-DS-9"]),
    (9900003, "yes_no_specific",
     "Did he bleed from his varices again during the SBP admission?",
     "No - the black stools were guaiac-negative (oral iron), Hb was stable, and the 5/23 EGD showed medium "
     "varices without stigmata or blood.",
     ["9900003-ED-6", "9900003-PN-8", "9900003-DS-9"]),
    (9900004, "yes_no_specific",
     "Was the abdominal pain with her first DKA pancreatitis?",
     "No - CT showed a normal pancreas; the lipase of three times normal was attributed to DKA.",
     ["9900004-RR-2", "9900004-PN-3", "9900004-DS-5"]),
    (9900005, "yes_no_specific",
     "Was there a pneumonia in November?",
     "No - the film showed hyperinflation and emphysema without consolidation; his pneumonia (right lower lobe, "
     "pneumococcal) was in the January admission.",
     ["9900005-RR-2", "9900005-DS-4", "9900005-RR-6"]),
    (9900006, "yes_no_specific",
     "Was it a UTI that tipped her into delirium in April?",
     "No - pyuria with 10,000-50,000 mixed flora was asymptomatic bacteriuria, and ceftriaxone was stopped after "
     "two doses; the delirium was from drugs, hyponatremia, retention and pain.",
     ["9900006-ED-1", "9900006-CN-4", "9900006-DS-5"]),
    (9900006, "yes_no_specific",
     "Did she break her hip the first time she fell?",
     "No - the April fall caused nondisplaced left pubic rami fractures and CT excluded a hip fracture; the "
     "right intertrochanteric hip fracture came with the September fall.",
     ["9900006-RR-3", "9900006-ED-6", "9900006-DS-9"]),
    (9900006, "yes_no_specific",
     "Was she still getting diphenhydramine when she came in with the hip?",
     "Yes - hidden in Tylenol PM (25 mg per tablet), 1-2 most nights for about 2 months, although Benadryl had "
     "been stopped in April; it was stopped again.",
     ["9900006-ED-6", "9900006-CN-8", "9900006-DS-9"]),

    # ---------------------------------------------------------------- med_change
    (9900001, "med_change",
     "What happened to her BP meds between home and the discharge to rehab after the bleed?",
     "Both went up - amlodipine 5 to 10 mg and lisinopril 20 to 40 mg; aspirin was held, and no antiseizure "
     "drug was continued.",
     ["9900001-DS-4"]),
    (9900002, "med_change",
     "What was new on his list going home in September?",
     "Clopidogrel 75 mg (new), atorvastatin 20 to 80 mg, glargine 24 to 28 units, nicotine patch and Augmentin "
     "through 9/19; lisinopril held; metformin resumed unchanged.",
     ["9900002-DS-4"]),
    (9900002, "med_change",
     "Did we add anything for his smoking the second time around?",
     "Yes - varenicline, started 1/20 with titration to 1 mg BID, on top of the 21 mg nicotine patch.",
     ["9900002-PN-8", "9900002-DS-9"]),
    (9900003, "med_change",
     "Walk me through his discharge med changes after the SBP stay.",
     "Added ciprofloxacin 500 mg daily, lactulose and rifaximin; omeprazole stopped; carvedilol held; "
     "spironolactone resumed at 50 mg; furosemide still off.",
     ["9900003-PN-8", "9900003-DS-9"]),
    (9900003, "med_change",
     "What did they do with his PPI around the February banding?",
     "Switched to pantoprazole 40 mg BID for 10 days after banding (through 2/17), then back to his home "
     "omeprazole 20 mg daily.",
     ["9900003-CN-2", "9900003-PN-4", "9900003-DS-5"]),
    (9900004, "med_change",
     "Which meds were new for her at the June discharge?",
     "Hydrocortisone (20/10 mg for 7 days, then 15/5 mg), fludrocortisone 0.1 mg, an IM hydrocortisone "
     "emergency kit, and injections (glargine 18 units plus lispro) in place of the pump, which was on hold.",
     ["9900004-CN-4", "9900004-DS-5"]),
    (9900005, "med_change",
     "Did his Spiriva stay on after the November admission?",
     "No - tiotropium was stopped and replaced by once-daily Trelegy (fluticasone furoate/umeclidinium/vilanterol).",
     ["9900005-PN-3", "9900005-DS-4"]),
    (9900005, "med_change",
     "Compared with what he came in on in January, what's different on his discharge list?",
     "New roflumilast (250 mcg, then 500 mcg) and home oxygen; metoprolol cut to 25 mg; prednisone taper; "
     "lisinopril unchanged; no azithromycin and no insulin.",
     ["9900005-ED-5", "9900005-DS-9"]),
    (9900006, "med_change",
     "What did geriatrics take her off in April?",
     "Diphenhydramine, oxybutynin, amitriptyline, tramadol and HCTZ were stopped and zolpidem tapered; donepezil "
     "was moved to the morning, scheduled acetaminophen and melatonin added, and vitamin D increased.",
     ["9900006-CN-4", "9900006-DS-5"]),
    (9900006, "med_change",
     "What had changed in her meds between the April discharge and the hip fracture?",
     "Quetiapine went up to 25 mg instead of being stopped, zolpidem was finished, her PCP added amlodipine 5 mg "
     "(HCTZ not restarted), and her daughter started Tylenol PM.",
     ["9900006-DS-5", "9900006-ED-6", "9900006-CN-8"]),

    # ---------------------------------------------------------------- sequence
    (9900001, "sequence",
     "Did she fall first and then seize in July, or the other way round?",
     "Seizure first, then the fall - two minutes of speech arrest with right-sided jerking, after which she slid off the chair; "
     "separately, there was an orthostatic near-fall the week before.",
     ["9900001-ED-6", "9900001-CN-8"]),
    (9900001, "sequence",
     "Which came first, the MRI or putting her back on aspirin?",
     "The MRI (5/10/2193) - aspirin was restarted at stroke clinic in May after it showed no amyloid angiopathy.",
     ["9900001-RR-5", "9900001-ED-6", "9900001-CN-8"]),
    (9900002, "sequence",
     "Had they already opened up his tibial vessels when they took the fifth toe off?",
     "No - the open fifth ray amputation came first, the night of admission (9/2); the angioplasty followed on 9/4, then debridement with "
     "the proximal margin and partial closure on 9/6.",
     ["9900002-ED-1", "9900002-CN-3", "9900002-DS-4"]),
    (9900002, "sequence",
     "Once the TMA path came back, how did that change his antibiotics?",
     "The proximal margin was positive for osteomyelitis (1/19), so ID recommended 6 weeks of IV therapy; he was "
     "switched to ertapenem on 1/20 with a PICC, to run through 2/28.",
     ["9900002-PN-8", "9900002-DS-9"]),
    (9900003, "sequence",
     "What happened after the repeat tap on the 22nd?",
     "PMN had fallen from 620 to 140, so ceftriaxone was completed at 5 doses (last 5/24) and daily "
     "ciprofloxacin prophylaxis started 5/25.",
     ["9900003-PN-8", "9900003-DS-9"]),
    (9900003, "sequence",
     "Was he still encephalopathic when the rifaximin went on?",
     "No - he was back to baseline on 5/23 on lactulose, and rifaximin was added on 5/24 for secondary prevention.",
     ["9900003-PN-8", "9900003-DS-9"]),
    (9900004, "sequence",
     "Was the Addison's picked up before or after the DKA had resolved?",
     "After - the anion gap closed around 01:00 on 6/4; the low cortisol was drawn at 06:00 that morning and the "
     "failed cosyntropin test on 6/5 confirmed it.",
     ["9900004-PN-3", "9900004-CN-4"]),
    (9900004, "sequence",
     "In January, did she get her hydrocortisone before the insulin drip was started?",
     "Yes - hydrocortisone 100 mg IV at triage (19:50); the insulin infusion started at 21:00.",
     ["9900004-ED-6", "9900004-DS-9"]),
    (9900005, "sequence",
     "Once the ECG showed a QTc of 492, what came next for him?",
     "Chronic azithromycin was dropped, the acute azithromycin stopped at 3 doses, roflumilast was chosen "
     "instead, and a repeat ECG off azithromycin showed QTc 476.",
     ["9900005-CN-7", "9900005-PN-8", "9900005-DS-9"]),
    (9900006, "sequence",
     "Was she already delirious when she went to the OR for the hip?",
     "No - CAM was negative in the ED and on the morning of surgery; hyperactive delirium began the night of "
     "9/15 and cleared by 9/19.",
     ["9900006-ED-6", "9900006-CN-8", "9900006-DS-9"]),
]
