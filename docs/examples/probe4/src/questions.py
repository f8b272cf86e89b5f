"""Development probe: 60 bedside/handover questions against the probe4 chart, 10 per kind.

Each reference states the conclusion first, then the facts (with dates) it rests on.
Written after the chart and checked against the note text; no system output was seen.
"""


def q(pid, subject_id, kind, question, reference, notes):
    return {"pid": pid, "subject_id": subject_id, "kind": kind, "question": question,
            "reference": reference, "notes": notes}


S1, S2, S3, S4, S5, S6 = 9700001, 9700002, 9700003, 9700004, 9700005, 9700006

QUESTIONS = [
    # ---------------- 9700001: SLE / lupus nephritis ----------------
    q("P01", S1, "certainty",
      "First admission - did she actually have TTP, or was that just on the differential?",
      "No, TTP was ruled out. On 2191-03-04 the ED and rheumatology said a TMA/TTP could not be excluded "
      "(anaemia, platelets 98, AKI). ADAMTS13 activity came back 68% on 3/7, the smear showed 0-1 "
      "schistocytes/hpf, and the 3/6 renal biopsy showed no thrombotic microangiopathy. The 3/8 NP note and "
      "the 3/13 discharge summary record TTP as excluded, and there was no plasma exchange. The anaemia was "
      "a mild warm autoimmune haemolytic anaemia (DAT IgG+ C3+).",
      ["9700001-ED-1", "9700001-CN-1", "9700001-PN-1", "9700001-DS-1"]),
    q("P02", S1, "certainty",
      "When she came back in June with the pneumonia, was it PJP?",
      "No. PJP was a concern on 2191-06-18 because she was immunosuppressed and had been off TMP-SMX since "
      "5/3, but it was ruled out. CT chest on 6/18 showed lobar RLL consolidation with no ground-glass and "
      "no cysts. Beta-D-glucan was <31 pg/mL (negative) on 6/20 and LDH was 190. Sputum grew pan-sensitive "
      "Streptococcus pneumoniae. She was not treated for PJP.",
      ["9700001-ED-2", "9700001-RR-2", "9700001-DS-2"]),
    q("P03", S1, "current_state",
      "Was she on lisinopril when she came in with the pneumonia?",
      "Yes, lisinopril 5 mg daily. It was started at rheumatology clinic on 2191-04-10, once Cr was 1.2 "
      "(the discharge plan was to start it when Cr fell below 1.3). It was held on arrival on 6/18 for BP "
      "92/58 and restarted at 5 mg at discharge on 6/23. Amlodipine, held at the same time, was not "
      "restarted.",
      ["9700001-DS-1", "9700001-PN-2", "9700001-ED-2", "9700001-DS-2"]),
    q("P04", S1, "current_state",
      "What was her creatinine doing at the second discharge?",
      "It was normal and falling: 0.8 at discharge on 2191-06-23. It was 0.9 on admission and had a "
      "prerenal bump to 1.1 on 6/19. UPCR was 0.6 g/g and C3 was normal. For comparison, it was 1.4 at the "
      "first discharge (3/13) after a peak of 1.9 on 3/6.",
      ["9700001-DS-2", "9700001-DS-1"]),
    q("P05", S1, "duration",
      "How many days of pulse steroids did she get for the nephritis?",
      "3 days: methylprednisolone 500 mg IV daily on 2191-03-05, 3/6 and 3/7. Oral prednisone 60 mg daily "
      "followed from 3/8.",
      ["9700001-CN-1", "9700001-PN-1", "9700001-DS-1"]),
    q("P06", S1, "duration",
      "How long is the antibiotic course for her pneumonia?",
      "7 days in total, 2191-06-18 through 6/24. Ceftriaxone 2 g IV ran 6/18-6/21, with azithromycin "
      "6/18-6/20, then amoxicillin 1 g TID 6/22-6/24 (last dose 6/24). Two nearby windows are not the "
      "course: stress-dose hydrocortisone lasted 24 h, and temperature checks are for the first week "
      "after discharge.",
      ["9700001-ED-2", "9700001-DS-2"]),
    q("P07", S1, "plan",
      "At the first discharge, what was the plan for an ACE inhibitor, and did it happen?",
      "The plan was to start lisinopril 5 mg once Cr was below 1.3, checked at rheumatology clinic on 4/10, "
      "with amlodipine 5 mg (started 3/8) in the meantime. It happened: Cr was 1.2 on 4/8, and lisinopril "
      "5 mg was started at the 2191-04-10 visit with a BMP a week later.",
      ["9700001-PN-1", "9700001-DS-1", "9700001-PN-2"]),
    q("P08", S1, "plan",
      "What's the plan for her mycophenolate after this last discharge?",
      "A conditional uptitration. MMF was held on 2191-06-18 for the pneumonia and restarted on 6/21 at a "
      "reduced 500 mg BID after 48 h afebrile. The plan is to go back to 1000 mg BID at rheumatology clinic "
      "on 7/6 if she has had no further fevers and the ANC is normal; the outcome is not in the chart. "
      "TMP-SMX was restarted (6/22) for as long as she is on MMF.",
      ["9700001-DS-2"]),
    q("P09", S1, "sequence",
      "Had she already started the pulse methylpred when they did the biopsy?",
      "Yes. The first methylprednisolone 500 mg dose was on 2191-03-05, and the renal biopsy was on 3/6, "
      "the second pulse day. Rheumatology had said a day or two of pulse steroids before the biopsy would "
      "not obscure the class.",
      ["9700001-CN-1", "9700001-PN-1", "9700001-DS-1"]),
    q("P10", S1, "taper_wean",
      "What pred dose should she have been taking the week of April 12?",
      "25 mg daily (the step for 4/12-4/18). The discharge taper was 60 mg through 3/21, 50 mg 3/22-3/28, "
      "40 mg 3/29-4/4, 30 mg 4/5-4/11, 25 mg 4/12-4/18, then 20 mg 4/19-5/2. At clinic on 4/10 she was on "
      "30 mg as scheduled and was told 25 mg from 4/12.",
      ["9700001-DS-1", "9700001-PN-2"]),
    q("P11", S1, "taper_wean",
      "Where was she on the prednisone taper when she came back in June, and since when?",
      "10 mg daily, the end of the taper, reached on 2191-06-14 and to be held there until rheumatology "
      "review. The steps were 20 mg to 5/2, then 17.5 mg from 5/3, 15 mg from 5/17 and 12.5 mg from 5/31. "
      "TMP-SMX stopped on 5/3 when the dose went below 20 mg. In hospital she had stress-dose "
      "hydrocortisone for 24 h, and prednisone 10 mg was resumed on 6/19.",
      ["9700001-DS-1", "9700001-ED-2", "9700001-DS-2"]),

    # ---------------- 9700002: ESRD on HD ----------------
    q("P12", S2, "certainty",
      "Was his fistula clotted when he came in with the high potassium?",
      "No. The ED and nephrology raised early thrombosis as a possibility on 2193-01-09 (weak thrill). "
      "Duplex on 1/10 showed no thrombus, but a >50% cephalic arch stenosis with access flow 410 mL/min. "
      "The 1/11 fistulogram confirmed an 80% cephalic arch stenosis, and angioplasty left 20% residual.",
      ["9700002-ED-1", "9700002-CN-1", "9700002-RR-1", "9700002-RR-2"]),
    q("P13", S2, "certainty",
      "The thigh lesions - calciphylaxis or cellulitis in the end?",
      "Calciphylaxis, confirmed on biopsy. The deep incisional biopsy on 2193-05-04 (final 5/7) showed "
      "medial calcification of small arterioles with thrombi and fat necrosis, von Kossa positive. "
      "Cellulitis was 'not excluded' in the ED on 5/2, and he got one dose of vancomycin. Dermatology "
      "disfavoured it on 5/3: he was afebrile with a normal WBC, blood cultures were negative and the swab "
      "grew skin flora. Vancomycin was stopped on 5/4. ANCA and cryoglobulins were negative.",
      ["9700002-ED-2", "9700002-CN-2", "9700002-PN-2", "9700002-DS-2"]),
    q("P14", S2, "current_state",
      "Is he on amlodipine at the second admission?",
      "No. Amlodipine 10 mg was held from 2193-01-10 for intradialytic hypotension and listed as stopped at "
      "the 1/14 discharge. It is absent from the 5/2 admission medications, and the 5/9 summary says it has "
      "remained off since January. BP is controlled on metoprolol.",
      ["9700002-PN-1", "9700002-DS-1", "9700002-ED-2", "9700002-DS-2"]),
    q("P15", S2, "current_state",
      "What phosphate binder was he on when he came in in May, and what did he leave on?",
      "He came in on calcium acetate 667 mg x2 TID, switched from sevelamer in March for insurance reasons, "
      "plus calcitriol. Both were stopped on 2193-05-02. He left on sevelamer 1600 mg TID (insurance "
      "exception approved 5/6), and calcitriol is not to be restarted.",
      ["9700002-ED-2", "9700002-PN-2", "9700002-DS-2"]),
    q("P16", S2, "duration",
      "How long was his AF episode the first time?",
      "About 3 hours. It appeared on telemetry at 23:40 on 2193-01-11 and converted spontaneously to sinus "
      "at about 02:45 on 1/12.",
      ["9700002-PN-1", "9700002-DS-1"]),
    q("P17", S2, "duration",
      "How long is the thiosulfate supposed to run?",
      "At least 12 weeks from the first dose on 2193-05-05, so to about late July: 25 g IV with each MWF "
      "dialysis, then the wounds are reassessed. It is not to be stopped early just because the wounds "
      "look better. The 6-week mark (~6/16) is the PTH recheck, not the end of the course.",
      ["9700002-PN-2", "9700002-DS-2"]),
    q("P18", S2, "plan",
      "What was the anticoagulation plan for his new AF at the January discharge, and did it happen?",
      "Anticoagulation was deferred because of oozing at the access site and his wish to talk to his "
      "cardiologist. The plan was a 14-day ambulatory monitor, with cardiology to start apixaban 5 mg BID "
      "if AF burden was confirmed, and aspirin meanwhile. It happened: the monitor showed an 8% burden, and "
      "cardiology started apixaban on 2193-02-20 and stopped aspirin.",
      ["9700002-PN-1", "9700002-DS-1", "9700002-ED-2"]),
    q("P19", S2, "plan",
      "Is he going for a parathyroidectomy?",
      "Not yet; the referral is conditional. Cinacalcet was increased from 30 to 60 mg on 2193-05-05 (PTH "
      "812). PTH is to be rechecked in 6 weeks (~6/16), and he goes to endocrine surgery only if PTH is "
      "still >800 on cinacalcet 60 mg. The result is not in the chart.",
      ["9700002-PN-2", "9700002-DS-2"]),
    q("P20", S2, "sequence",
      "Was he already on apixaban when the skin lesions started?",
      "Yes. Apixaban was started on 2193-02-20, and the lesions were first noticed around 4/15, about 8 "
      "weeks later. He was never on warfarin, so warfarin necrosis did not apply, and apixaban was "
      "continued.",
      ["9700002-ED-2", "9700002-CN-2", "9700002-DS-2"]),
    q("P21", S2, "sequence",
      "Did the AF show up before or after the fistula angioplasty?",
      "After. The fistulogram and angioplasty were on the morning of 2193-01-11 (report 10:30). AF appeared "
      "on telemetry at 23:40 that night.",
      ["9700002-RR-2", "9700002-PN-1"]),

    # ---------------- 9700003: endocarditis / AVR ----------------
    q("P22", S3, "certainty",
      "Did he have an aortic root abscess?",
      "No. TEE on 2194-08-13 showed 6 mm posterior root thickening, and an early root abscess 'cannot be "
      "excluded'. At the AVR on 8/16 the annulus and root were intact, with no abscess, so the TEE "
      "possibility was not confirmed.",
      ["9700003-CN-2", "9700003-PN-1", "9700003-DS-1"]),
    q("P23", S3, "certainty",
      "When he came back febrile in October, was that prosthetic valve endocarditis?",
      "No, PVE was excluded. Blood cultures x3 from 2194-10-20 had no growth at day 4 (final to ID). TTE on "
      "10/21 and TEE on 10/22 showed no vegetation or abscess. The fever was C. difficile colitis: PCR and "
      "toxin positive on 10/20, and CT showed pancolitis.",
      ["9700003-ED-2", "9700003-RR-3", "9700003-DS-2"]),
    q("P24", S3, "current_state",
      "Was he still on amiodarone when he came back in October?",
      "No. Cardiology stopped it on 2194-10-06 because he was in sinus rhythm. The taper had been 400 mg "
      "BID 8/19-8/25, 400 mg daily 8/26-9/1, then 200 mg daily from 9/2. Its long half-life was still "
      "blamed in part for the INR of 4.8 on 10/20.",
      ["9700003-DS-1", "9700003-ED-2", "9700003-DS-2"]),
    q("P25", S3, "current_state",
      "Where were his warfarin and INR at the second discharge?",
      "Warfarin 2.5 mg daily, down from 5 mg, with INR 2.2 on 2194-10-24. Warfarin was held on 10/20 and "
      "10/21 for an INR of 4.8 without bleeding (no vitamin K) and restarted at the lower dose on 10/22. "
      "INR check on 10/27; warfarin is still planned to about 11/16.",
      ["9700003-ED-2", "9700003-DS-2"]),
    q("P26", S3, "duration",
      "How long was he on the amio drip?",
      "About 24 hours: 150 mg bolus, then 1 mg/min x 6 h, then 0.5 mg/min x 18 h, from AF onset on 2194-08-18 "
      "(~09:30) until the drip stopped at 09:40 on 8/19. He was in sinus from ~22:00 on 8/18, and oral "
      "amiodarone started at 10:00 on 8/19.",
      ["9700003-PN-1", "9700003-DS-1"]),
    q("P27", S3, "duration",
      "How long was his ceftriaxone course and when did it end?",
      "6 weeks, counted from the first negative blood culture on 2194-08-12, with the last dose on 9/22. "
      "Ceftriaxone started on 8/10 with vancomycin, which was stopped on 8/12. ID chose 6 weeks rather than "
      "4 because a prosthetic valve was now in place. The PICC came out on 9/23.",
      ["9700003-CN-1", "9700003-CN-2", "9700003-DS-1", "9700003-ED-2"]),
    q("P28", S3, "plan",
      "What was the plan for his ascending aorta?",
      "Replace it if it measured >=4.5 cm at surgery (bicuspid valve, brother's dissection); otherwise "
      "surveillance. It measured 4.4 cm at the AVR on 2194-08-16, so it was not replaced, and a CT angiogram "
      "of the aorta is planned in 1 year.",
      ["9700003-CN-2", "9700003-PN-1", "9700003-DS-1"]),
    q("P29", S3, "plan",
      "Lisinopril at the second discharge - what's the plan?",
      "It is held (since 2194-10-20 for prerenal AKI). Restart 5 mg at the PCP visit around 10/28 if Cr "
      "<=1.2 and SBP >120; Cr was 1.0 at discharge. Background: it was held from 8/15 for surgery, not "
      "restarted at the 8/29 discharge (SBP 104-118), and restarted at 5 mg by cardiology on 10/6.",
      ["9700003-DS-1", "9700003-ED-2", "9700003-DS-2"]),
    q("P30", S3, "sequence",
      "Was he already on ceftriaxone when the MRI showed the brain emboli?",
      "Yes. Ceftriaxone (with vancomycin) started at 21:15 on 2194-08-10. The MRI on 8/14 showed three small "
      "embolic infarcts without haemorrhage.",
      ["9700003-ED-1", "9700003-RR-2", "9700003-CN-2"]),
    q("P31", S3, "sequence",
      "Did the AF start before or after his valve surgery?",
      "After. The AVR was on 2194-08-16, and AF with RVR began at 09:30 on 8/18 (POD2).",
      ["9700003-PN-1", "9700003-DS-1"]),
    q("P32", S3, "taper_wean",
      "What amiodarone dose should he have been taking on August 30?",
      "400 mg once daily, the 8/26-9/1 step. The taper was 400 mg BID 8/19-8/25, 400 mg daily 8/26-9/1, "
      "then 200 mg daily from 9/2.",
      ["9700003-PN-1", "9700003-DS-1"]),
    q("P33", S3, "taper_wean",
      "When was the amiodarone meant to stop, and when did it actually stop?",
      "Planned: 200 mg daily from 2194-09-02 until the cardiology review at about 6 weeks, with the "
      "expectation of stopping it then if he stayed in sinus rhythm. Actual: cardiology stopped it on 10/6, "
      "in sinus.",
      ["9700003-DS-1", "9700003-ED-2", "9700003-DS-2"]),

    # ---------------- 9700004: sickle cell ----------------
    q("P34", S4, "certainty",
      "Second admission - was this ACS again or a PE?",
      "PE with a DVT; acute chest syndrome was ruled out. In the ED on 2195-06-03 neither could be excluded. "
      "CTPA on 6/3 showed segmental emboli in the RLL and lingula with no consolidation. Duplex on 6/4 "
      "showed occlusive left popliteal and posterior tibial DVT, and the repeat CXR on 6/5 was clear.",
      ["9700004-ED-2", "9700004-RR-2", "9700004-CN-1", "9700004-DS-2"]),
    q("P35", S4, "current_state",
      "What dose of hydroxyurea was she on when she came in with the PE?",
      "750 mg daily. Hydroxyurea was held 2/16-2/18 and restarted on 2195-02-19 at 750 mg, reduced from "
      "1000 mg. It was not increased at clinic on 3/7 because the ANC was 1.9. It went back up to 1000 mg at "
      "discharge on 6/8 (ANC 3.1, platelets 290).",
      ["9700004-PN-2", "9700004-DS-1", "9700004-CN-1", "9700004-DS-2"]),
    q("P36", S4, "duration",
      "How long was she on the heparin drip?",
      "About 34.5 hours, from 23:30 on 2195-06-03 to 10:00 on 6/5, when she was switched to apixaban.",
      ["9700004-CN-1", "9700004-DS-2"]),
    q("P37", S4, "duration",
      "How long does she need to stay anticoagulated?",
      "At least 3 months, because the event was provoked by estrogen. Haematology will reassess in early "
      "September whether to continue longer, since sickle cell disease is a persistent risk factor. That "
      "decision was deliberately deferred.",
      ["9700004-CN-1", "9700004-DS-2"]),
    q("P38", S4, "plan",
      "What was the plan about exchange transfusion in February, and did she need it?",
      "It was conditional: red cell exchange if she needed more than 4 L O2 to keep SpO2 >=92%, if the "
      "infiltrates progressed, or if she could not be transfused further without Hgb >10. She never needed "
      "it. She had a 2-unit simple transfusion on 2195-02-16 and was off oxygen on 2/18; the criteria were "
      "never met.",
      ["9700004-PN-1", "9700004-PN-2", "9700004-DS-1"]),
    q("P39", S4, "sequence",
      "Was she already on the pill when she got the clot?",
      "Yes. An outside clinic started the combined estrogen-progestin pill on 2195-04-12, despite the "
      "February advice against estrogen. Calf swelling began around 5/29, and the PE was diagnosed on 6/3.",
      ["9700004-PN-2", "9700004-ED-2", "9700004-CN-1"]),
    q("P40", S4, "sequence",
      "Was she already on the PCA when the acute chest declared itself?",
      "Yes. The hydromorphone PCA started at 05:30 on 2195-02-14. ACS declared on the afternoon of 2/15 "
      "(fever 38.6, SpO2 89%, new bibasilar opacities), and haematology thought opioid hypoventilation "
      "contributed. The PCA was stopped at 08:00 on 2/18.",
      ["9700004-ED-1", "9700004-RR-1", "9700004-PN-1", "9700004-PN-2"]),
    q("P41", S4, "taper_wean",
      "What oxycodone dose should she be on Feb 25th, and when does it stop?",
      "5 mg q6h PRN (the 2/24-2/26 step), stopping after 2/26. Before that it was 10 mg q6h PRN from 2/21 "
      "to 2/23.",
      ["9700004-DS-1"]),
    q("P42", S4, "taper_wean",
      "When does her apixaban drop to the maintenance dose?",
      "On 2195-06-12. She takes 10 mg BID from 6/5 for 7 days (through 6/11), then 5 mg BID from 6/12.",
      ["9700004-CN-1", "9700004-DS-2"]),

    # ---------------- 9700005: gallstone pancreatitis / cholecystectomy ----------------
    q("P43", S5, "certainty",
      "First admission - did she really have cholangitis?",
      "No, it was never confirmed. It was suspected on 2196-09-21 by Tokyo criteria (fever 38.2, bilirubin "
      "3.1, dilated CBD), so she got pip-tazo and an ERCP on 9/22. The bile was clear with no pus, blood "
      "cultures were negative and she was afebrile, so pip-tazo was stopped on 9/23 after 48 h. The "
      "discharge summary says 'not confirmed'.",
      ["9700005-ED-1", "9700005-CN-1", "9700005-DS-1"]),
    q("P44", S5, "certainty",
      "Her mom had pancreatic cancer - has a pancreatic mass been ruled out?",
      "No, it is not settled in the chart. CT on 2196-09-24 showed no mass, but a small mass could not be "
      "excluded during acute inflammation. The 10/28 ultrasound was inadequate for the pancreas, and the "
      "10/31 pathology was of the gallbladder only. A pancreas-protocol MRI/MRCP is scheduled for 11/18; no "
      "result is in the chart.",
      ["9700005-RR-2", "9700005-RR-3", "9700005-DS-2"]),
    q("P45", S5, "current_state",
      "Was she on lisinopril when she came back with the cholecystitis?",
      "Yes, 10 mg daily. It was held on 2196-09-21 for AKI and restarted at the 9/27 discharge at 10 mg "
      "instead of her previous 20 mg. It was held again the morning of surgery (10/29) and resumed at 10 mg "
      "on 10/30.",
      ["9700005-DS-1", "9700005-ED-2", "9700005-PN-1", "9700005-DS-2"]),
    q("P46", S5, "duration",
      "How long was she on pip-tazo?",
      "48 hours, from 11:30 on 2196-09-21 to 9/23. It was stopped once cholangitis was not supported.",
      ["9700005-ED-1", "9700005-CN-1", "9700005-DS-1"]),
    q("P47", S5, "plan",
      "What was the plan for her gallbladder after the pancreatitis, and how did it turn out?",
      "The plan was an interval laparoscopic cholecystectomy in about 4-6 weeks, booked for 11/4, rather "
      "than surgery that admission because of the 4.1 cm peripancreatic collection. If biliary pain, fever "
      "or jaundice recurred first, she would have an urgent cholecystectomy during that admission. That is "
      "what happened: acute cholecystitis on 2196-10-28, urgent lap chole on 10/29, and the 11/4 date was "
      "cancelled.",
      ["9700005-CN-2", "9700005-DS-1", "9700005-ED-2", "9700005-DS-2"]),
    q("P48", S5, "sequence",
      "Which came first, the ERCP or the CT?",
      "The ERCP, at 09:15 on 2196-09-22. The CT was on 9/24, for worsening pain after the ERCP. It showed no "
      "perforation and no necrosis, and a 4.1 cm acute peripancreatic fluid collection.",
      ["9700005-CN-1", "9700005-RR-2", "9700005-DS-1"]),
    q("P49", S5, "sequence",
      "Was she already on antibiotics when she went for ERCP?",
      "Yes. Pip-tazo was given in the ED at 11:30 on 2196-09-21, and the ERCP was at 09:15 on 9/22.",
      ["9700005-ED-1", "9700005-CN-1"]),
    q("P50", S5, "taper_wean",
      "What rate were her fluids running on the 23rd, and when did they stop?",
      "100 mL/h LR from 08:00 on 2196-09-23. The wean was a 1 L bolus then 150 mL/h (9/21-9/22), 100 mL/h "
      "from 9/23 08:00, 75 mL/h from 9/24 08:00, then off at 08:00 on 9/25 once she was drinking well.",
      ["9700005-ED-1", "9700005-DS-1"]),

    # ---------------- 9700006: alcohol / hepatitis ----------------
    q("P51", S6, "certainty",
      "Did he actually have Wernicke's?",
      "It was never settled. He had ataxia without confusion or ophthalmoplegia, and the ED on 2197-11-03 "
      "said Wernicke was 'not excluded'. He was treated empirically with high-dose thiamine, and the ataxia "
      "had resolved by 11/6. The attending wrote 'we will never know', and the discharge summary says "
      "'Never confirmed'.",
      ["9700006-ED-1", "9700006-PN-1", "9700006-DS-1"]),
    q("P52", S6, "current_state",
      "Was he still on prednisolone when he came in with the bleed?",
      "No. Prednisolone 40 mg started on 2197-11-06, and he was a Lille responder (0.21), so he took 40 mg "
      "through 12/3, 20 mg 12/4-12/10 and 10 mg 12/11-12/17, then stopped. On 2198-01-15 the course was "
      "finished, and it was not restarted.",
      ["9700006-PN-2", "9700006-ED-2", "9700006-PN-3", "9700006-DS-2"]),
    q("P53", S6, "current_state",
      "Was he taking the acamprosate when he bled?",
      "No. It was started on 2197-11-08, but he stopped it around 2198-01-01 when he ran out. It was "
      "restarted on 1/17, and baclofen 10 mg TID was added on 1/18.",
      ["9700006-DS-1", "9700006-ED-2", "9700006-PN-3", "9700006-DS-2"]),
    q("P54", S6, "duration",
      "How long was the octreotide?",
      "About 16.5 hours, from 19:30 on 2198-01-15 to 12:00 on 1/16. It was stopped after the EGD showed a "
      "Mallory-Weiss tear rather than a variceal source. The 7-day antibiotic prophylaxis and the 72-h CIWA "
      "window are separate.",
      ["9700006-ED-2", "9700006-PN-3", "9700006-DS-2"]),
    q("P55", S6, "plan",
      "What was the plan if the Lille came back bad, and what happened?",
      "If Lille was >=0.45 (non-responder), stop prednisolone. If <0.45, complete 28 days and then a "
      "2-week taper. Lille on the day-7 labs (2197-11-12, reviewed 11/13) was 0.21, so he was a responder "
      "and continued the course.",
      ["9700006-PN-1", "9700006-DS-1", "9700006-PN-2"]),
    q("P56", S6, "plan",
      "Has his hep C been treated?",
      "Not yet. HCV RNA was 1,240,000 IU/mL, genotype 1a (reported 2197-11-13). The plan was "
      "sofosbuvir/velpatasvir for 12 weeks, with prior authorization submitted on 11/13, to start after the "
      "steroids finished (after 12/17) once approved. It was approved on 1/8, and the first dose is planned "
      "at hepatology on 2198-01-27, so it was not started by the 1/20 discharge.",
      ["9700006-PN-1", "9700006-PN-2", "9700006-PN-3", "9700006-DS-2"]),
    q("P57", S6, "sequence",
      "Had he relapsed before the hematemesis, or was he sober?",
      "He had relapsed. He was abstinent from 2197-11-02 for about 2 months, relapsed on 2198-01-10, had his "
      "last drink at 23:00 on 1/14, and had hematemesis on 1/15 after repeated retching.",
      ["9700006-PN-2", "9700006-ED-2", "9700006-DS-2"]),
    q("P58", S6, "taper_wean",
      "What lorazepam dose was he on Nov 7?",
      "1 mg q8h. The taper was 2 mg q6h on 11/4, 2 mg q8h on 11/5, 1 mg q6h on 11/6, 1 mg q8h on 11/7, "
      "1 mg q12h on 11/8, 1 mg at bedtime on 11/9, and off on 11/10. It was followed without holds, and the "
      "last dose was at bedtime on 11/9.",
      ["9700006-CN-1", "9700006-PN-1", "9700006-DS-1"]),
    q("P59", S6, "taper_wean",
      "Walk me through the prednisolone taper - what dose the week of December 5, and when is it done?",
      "20 mg daily (the 12/4-12/10 step). It was 40 mg daily from 2197-11-06 through 12/3 (28 days), then "
      "20 mg 12/4-12/10 and 10 mg 12/11-12/17, stopping on 12/18 (last dose 12/17).",
      ["9700006-DS-1", "9700006-PN-2"]),
    q("P60", S6, "taper_wean",
      "How was his thiamine stepped down the first time?",
      "500 mg IV TID 2197-11-03 to 11/5, then 250 mg IV daily 11/6-11/10, then 100 mg PO daily from "
      "11/11, indefinitely.",
      ["9700006-ED-1", "9700006-CN-1", "9700006-DS-1"]),
]
