"""probe7: 60 questions, 10 per kind, 10 per patient. Each reference states the conclusion first, then
the facts it rests on, with dates and which stay. `notes` lists the supporting note_ids."""


def _q(pid, sid, kind, question, reference, notes):
    return {"pid": pid, "subject_id": sid, "kind": kind, "question": question,
            "reference": reference, "notes": [f"{sid}-{n}" for n in notes]}


NF, PH, ST, CL, DC, AP = ("negative_finding", "prior_history", "state_at_time", "course_length",
                          "dose_change", "attribution_plan")

QUESTIONS = [
    # ---------------------------------------------------------------- negative_finding
    _q("P01", 9600001, NF,
       "PBD 7 CTP for the new R leg drift -- did she complete an infarct?",
       "No. The CTA/CT perfusion of 2307-03-18 (first stay) showed moderate vasospasm of the left A1 and "
       "A2 (mild right A2) and a left ACA perfusion deficit with preserved blood volume, 'concerning for "
       "tissue at risk', but no core infarct and no new hemorrhage. She had IA verapamil on 3/18 and induced "
       "hypertension 3/18-3/21 and her exam recovered fully; the CT of 3/27 showed no new infarct and the "
       "discharge summary records no delayed cerebral infarction.",
       ["RR-4", "PN-5", "DS-6"]),
    _q("P02", 9600001, NF,
       "Handover: 52F with an old coiled ACom, came back in August after a first GTC. Did the CTA that "
       "morning show the aneurysm had recanalized or regrown, or a new aneurysm anywhere?",
       "No. The CT/CTA of 2307-08-02 (second stay) showed the coil mass unchanged and the small (~1.5 mm) "
       "neck remnant unchanged from the 5/2 angiogram (where it was first seen, Raymond-Roy class II), with "
       "no filling of the dome, no new aneurysm, no hemorrhage and no vasospasm. What it did show was "
       "communicating hydrocephalus, worse since March. The repeat angiogram stays planned for 11/2307.",
       ["PN-7", "RR-9", "DS-10"]),
    _q("P03", 9600002, NF,
       "His sister had a myectomy for HCM -- anything on his own echo to say he has it too?",
       "No. The TTE of 2308-01-15 (first stay) showed EF 45% with inferior and inferolateral hypokinesis, a "
       "septum of 1.1 cm and posterior wall of 1.0 cm, no systolic anterior motion, no LVOT gradient at rest "
       "or with Valsalva, and mild MR. The cardiac surgeon called it ischemic dysfunction, not hypertrophic "
       "cardiomyopathy (screening was suggested for his children because of the sister).",
       ["CN-2", "DS-5"]),
    _q("P04", 9600002, NF,
       "TEE before the DCCV in March -- was the appendage clean?",
       "Yes, clean: the TEE of 2308-03-12 (second stay) showed no thrombus in the left atrium or the appendage, LAA "
       "emptying velocity 0.38 m/s, only faint smoke, and the moderate effusion unchanged. He was then "
       "cardioverted with a single 200 J shock to sinus rhythm.",
       ["PN-9", "DS-10"]),
    _q("P05", 9600003, NF,
       "The CT she had on arrival with the bloody diarrhea in May: did it show the colitis, and was there any "
       "perf, abscess or toxic megacolon?",
       "Colitis yes; complications no. CT A/P of 2309-05-03 (first stay): continuous pancolitis from cecum to "
       "rectum (most compatible with checkpoint-inhibitor colitis; infection a differential), but no free air, "
       "no pneumatosis, no abscess, and a transverse colon of 4.8 cm without toxic megacolon. The terminal "
       "ileum was normal.",
       ["RR-2", "DS-5"]),
    _q("P06", 9600003, NF,
       "She'd been off Bactrim since June -- did the August BAL grow PJP?",
       "No. BAL of 2309-08-22 (second stay): Pneumocystis PCR negative; bacterial and fungal cultures no "
       "growth; AFB smear negative (culture pending at discharge); respiratory viral panel and galactomannan "
       "negative; 38% lymphocytes. It was treated as grade 3 checkpoint-inhibitor pneumonitis. She had "
       "indeed been off TMP-SMX since 6/12; it was restarted on 8/25 with the oral prednisone.",
       ["PN-6", "CN-9", "DS-10"]),
    _q("P07", 9600004, NF,
       "The punch biopsies derm took the day after admission -- any full-thickness epidermal necrosis, i.e. "
       "was this actually SJS/TEN?",
       "No. The punch biopsy of 2310-02-08 (first stay) showed a superficial perivascular lymphocytic "
       "infiltrate with eosinophils and focal interface change with scattered necrotic keratinocytes, but no "
       "full-thickness epidermal necrosis and no subepidermal blister: compatible with DRESS, not SJS/TEN. "
       "Clinically there was no mucosal involvement, no detachment and a negative Nikolsky sign.",
       ["CN-2", "PN-4", "DS-5"]),
    _q("P08", 9600005, NF,
       "crag on the first admission?",
       "Negative. The serum cryptococcal antigen sent by ID on 4/11 came back negative (dated 2311-04-12, "
       "first stay), so no lumbar puncture was done; the plan had been an LP only if it was positive.",
       ["CN-3", "PN-4", "DS-5"]),
    _q("P09", 9600005, NF,
       "He lived with the brother who had pulmonary TB. Was TB found in him when he came in with the PJP?",
       "No. CT chest of 2311-04-10 (first stay): no cavitation, tree-in-bud, miliary nodules or "
       "lymphadenopathy (radiology noted imaging cannot fully exclude TB in advanced HIV). Sputum AFB smears "
       "of 4/10, 4/11 and 4/12 and the MTB PCR of 4/11 were negative, and airborne isolation was "
       "discontinued on 4/13. AFB cultures showed no growth at 6 weeks (ID clinic 5/20).",
       ["RR-2", "PN-4", "DS-5", "PN-6"]),
    _q("P10", 9600006, NF,
       "Dec CT for the post-prandial fullness and vomiting -- SMA syndrome?",
       "No. CT A/P of 2312-12-04 (second stay): aortomesenteric angle 34 degrees and distance 11 mm, "
       "duodenum not dilated with oral contrast passing freely, stomach not distended: no CT evidence of SMA "
       "syndrome. Only marked loss of body fat and trace pelvic fluid.",
       ["RR-8", "PN-9", "DS-10"]),

    # ---------------------------------------------------------------- prior_history
    _q("P11", 9600001, PH,
       "Before the VP shunt, had she ever needed any CSF diversion?",
       "Yes. In the first stay a right frontal EVD was placed at the bedside on 2307-03-11 (opening pressure "
       "24 cm H2O) for acute hydrocephalus with IVH; it was clamped 3/20 and removed 3/22. The VP shunt of "
       "2307-08-04 (second stay) was for delayed communicating hydrocephalus.",
       ["CN-3", "PN-5", "DS-6", "DS-10"]),
    _q("P12", 9600001, PH,
       "Her mother died of a ruptured aneurysm at 49. Had she herself ever been screened before the bleed?",
       "No. On 2307-03-11 she told the ED and the neurosurgeon that she had never been screened ('always "
       "meant to get the scan'). It was her sister who had a normal screening MRA in 2305; her daughter's MRA "
       "was done only after the bleed (6/2307) and was normal.",
       ["ED-1", "CN-3", "DS-6", "DS-10"]),
    _q("P13", 9600002, PH,
       "ED calls it AF with RVR in March -- has he had AF before, or is this new?",
       "Yes, he has had it before; it is not new. After the CABG he had post-operative AF with RVR on POD2, "
       "2308-01-19 from 14:40, treated with IV amiodarone and converted at 22:10 (about 7.5 h), and a second "
       "self-limited run of about 3 h overnight on 1/21 (04:00-07:00), both in the first stay. The 14-day "
       "patch (1/25-2/8) showed no AF and amiodarone stopped after 2/28. The AF from about 14:00 on 3/9 was "
       "treated as a recurrence.",
       ["PN-3", "DS-5", "PN-6", "PN-9"]),
    _q("P14", 9600003, PH,
       "Prior irAEs before this pneumonitis?",
       "Yes, two. Immune-related thyroiditis with hypothyroidism (3-4/2309; levothyroxine since 4/12), and "
       "grade 3 steroid-refractory checkpoint-inhibitor colitis in the first stay (admitted 2309-05-03: IV "
       "methylprednisolone, infliximab on 5/5, prednisone taper to 7/5). The August pneumonitis was her "
       "second grade 3 event.",
       ["ED-1", "DS-5", "CN-9", "DS-10"]),
    _q("P15", 9600003, PH,
       "Sister has Crohn's. Any IBD of her own before she started ipi/nivo?",
       "No. She had no bowel symptoms before ipilimumab/nivolumab and a normal screening colonoscopy in "
       "2307. The colitis of 5/2309 was attributed to the checkpoint inhibitors (timing after ipilimumab, "
       "continuous distribution, normal ileum, biopsy with increased crypt apoptosis), not new IBD.",
       ["ED-1", "CN-3", "PN-4", "DS-5"]),
    _q("P16", 9600004, PH,
       "His brother had SJS on carbamazepine. Has he himself ever had SJS or TEN?",
       "No. His reaction in 2/2310 was DRESS (RegiSCAR 7) from allopurinol: no mucosal involvement, no "
       "detachment, Nikolsky negative, and a biopsy without full-thickness necrosis, so SJS/TEN was "
       "excluded. He has never taken carbamazepine; HLA-B*15:02 testing was advised before carbamazepine or "
       "oxcarbazepine is ever used.",
       ["ED-1", "CN-2", "PN-4", "PN-6"]),
    _q("P17", 9600004, PH,
       "Any hx of diabetes before he rolled in with DKA?",
       "No. In the February stay he had steroid-induced hyperglycemia on IV methylprednisolone (glucose "
       "180-230; lispro sliding scale 2/9-2/14 only) with an A1c of 5.4, recorded as 'not diabetic', and he "
       "went home without insulin. Fasting glucose was 98 at the 3/25 clinic. The May DKA was new-onset "
       "fulminant type 1 diabetes. His father's type 2 diabetes is a different disease.",
       ["PN-4", "DS-5", "PN-6", "DS-10"]),
    _q("P18", 9600005, PH,
       "Any OI prior to the toxo?",
       "Yes. Pneumocystis pneumonia at his HIV diagnosis (first stay, admitted 2311-04-10; sputum DFA "
       "positive; 21 days of TMP-SMX with prednisone), plus oropharyngeal candidiasis with odynophagia "
       "treated with fluconazole 4/11-4/24. Cryptococcal antigen was negative and TB was ruled out in that "
       "stay.",
       ["CN-3", "PN-4", "DS-5"]),
    _q("P19", 9600006, PH,
       "Her sister is on levothyroxine for Hashimoto's. Is the patient hypothyroid as well?",
       "No. First stay: TSH 1.9, free T4 0.8 (low-normal), free T3 1.6 (low), TPO antibodies negative, read "
       "as nonthyroidal illness (low-T3 syndrome); no levothyroxine. Second stay: TSH 2.3 on 12/3 with a low "
       "free T3 again, same conclusion.",
       ["PN-4", "DS-5", "PN-9", "DS-10"]),
    _q("P20", 9600006, PH,
       "Did she need IV phos the last time she was refed?",
       "Yes. In the first stay phosphate fell to 1.4 on 2312-09-08; she had IV sodium phosphate 30 mmol on "
       "9/8 and 15 mmol on 9/9, then oral K-Phos 9/9-9/15. This time (second stay) the nadir was 2.2 on 12/5, "
       "managed with oral K-Phos only (12/5-12/11), without IV phosphate.",
       ["PN-4", "DS-5", "PN-9", "DS-10"]),

    # ---------------------------------------------------------------- state_at_time
    _q("P21", 9600001, ST,
       "still on the SQ hep the morning they pulled the EVD?",
       "No, it was on hold. SQ heparin 5,000 units TID had run since 3/13; the last dose was 3/21 at 06:00, "
       "it was held from the 3/21 14:00 dose for the EVD removal on 3/22 at 10:15, and it was resumed on 3/23 "
       "(at least 24 h after the pull). It was stopped at discharge (first stay).",
       ["PN-5", "DS-6"]),
    _q("P22", 9600001, ST,
       "On Keppra when she went off to rehab in March?",
       "No. Levetiracetam 500 mg BID was prophylaxis only, 3/11-3/17 (7 days), then stopped; she had no "
       "seizure in that stay and was discharged on 3/29 on no antiseizure medication. Levetiracetam was "
       "started again only in the second stay, after her first seizure on 8/2.",
       ["CN-3", "PN-5", "DS-6", "DS-10"]),
    _q("P23", 9600002, ST,
       "When he bounced back in March with the effusion, was he on his ACE inhibitor?",
       "Yes, lisinopril 5 mg daily. It had been held from 1/17 for the AKI and was HELD on the January "
       "discharge list; it was restarted at 5 mg (not the old 20 mg) at the 2/20 clinic, when Cr 1.1 and SBP "
       "134 met the restart criteria. It was held again on arrival on 3/9 for a BP of 98 and was still held at "
       "the 3/15 discharge (resume if SBP > 120).",
       ["DS-5", "PN-6", "ED-7", "DS-10"]),
    _q("P24", 9600002, ST,
       "Post-CABG discharge in January -- was he anticoagulated?",
       "No. Despite post-operative AF on 1/19 and 1/21 and a CHA2DS2-VASc of 3, he went home on 1/24 on "
       "aspirin 81 mg and clopidogrel 75 mg only (short post-operative episodes, fresh sternotomy); SQ heparin "
       "was stopped at discharge. The plan was apixaban 5 mg BID if AF recurred, which happened in March.",
       ["PN-3", "DS-5"]),
    _q("P25", 9600003, ST,
       "At the August readmission, was she still on any prednisone, and was she on PJP prophylaxis?",
       "Neither. Prednisone was tapered from 60 mg (5/8) to 10 mg (from 6/19), then 5 mg 6/29-7/5 and "
       "stopped; TMP-SMX was stopped on 6/12 when prednisone went below 20 mg. On admission on 8/20 she was "
       "on nivolumab monotherapy (7/7, 8/4), levothyroxine 75, losartan 50, omeprazole and calcium/vitamin D. "
       "Prednisone and TMP-SMX were both restarted on 8/25.",
       ["DS-5", "PN-6", "ED-7", "DS-10"]),
    _q("P26", 9600004, ST,
       "Was he still on pred when the DKA hit?",
       "No. The 8-week taper that began at 80 mg on 2/12 was at 30 mg at the 3/25 clinic, then 20 mg "
       "3/26-4/1 and 10 mg 4/2-4/8, and then stopped; he had been off steroids for more than 3 weeks when he "
       "was admitted on 5/2. Endocrinology said explicitly that this was not steroid diabetes, and prednisone "
       "was not restarted in May.",
       ["DS-5", "PN-6", "ED-7", "PN-9"]),
    _q("P27", 9600004, ST,
       "At the March derm/allergy visit, where was he on the pred taper, and was he taking colchicine?",
       "Prednisone 30 mg daily (since 3/12), stepping down to 20 mg on 3/26. Yes to colchicine: 0.3 mg daily. "
       "It had been held 2/7-2/17 for the AKI and resumed at the reduced dose at discharge; he took 0.6 mg for "
       "2 days for a gout flare on 3/10, then went back to 0.3 mg. The rash had resolved.",
       ["DS-5", "PN-6"]),
    _q("P28", 9600005, ST,
       "When he seized at work in July, was he actually taking his Bactrim?",
       "No. He had stopped TMP-SMX DS on his own around 6/5, about 5 weeks before, because of nausea, and did "
       "not call the clinic. At the 5/20 visit he was taking it 'most days' and was told not to stop it. He "
       "was still taking Biktarvy. TMP-SMX was then formally stopped because pyrimethamine-sulfadiazine also "
       "covers PJP.",
       ["PN-6", "ED-7", "DS-10"]),
    _q("P29", 9600006, ST,
       "At the October eating-disorders clinic visit, was she on olanzapine?",
       "No. She was discharged on 9/19 on olanzapine 5 mg at bedtime, but she stopped it herself on 10/10 "
       "('it makes me hungry'). At the 10/20 clinic it was not restarted; the programme psychiatrist was to "
       "revisit, and 2.5 mg was to be re-offered if mealtime anxiety worsened.",
       ["DS-5", "PN-6"]),
    _q("P30", 9600006, ST,
       "NG still in the day she went back to the programme in December?",
       "No. The NG tube was placed on 12/6 after intake below 75% on 12/4 and 12/5; she ate 100% by mouth on "
       "12/8 and 12/9, and the tube came out on 12/10, two days before the 12/12 discharge. She was eating "
       "100% of meals at discharge.",
       ["PN-9", "DS-10"]),

    # ---------------------------------------------------------------- course_length
    _q("P31", 9600001, CL,
       "Nimodipine -- how long a course, and when was the last dose?",
       "21 days: 60 mg q4h from 2307-03-11, last dose 3/31. She was discharged on 3/29 with 3 days left and "
       "finished on 3/31 (confirmed at the 5/10 clinic). Not to be confused with levetiracetam, which ran 7 "
       "days (3/11-3/17).",
       ["CN-3", "DS-6", "PN-7"]),
    _q("P32", 9600002, CL,
       "How long was the amio after the bypass, all in, and how much of that was IV?",
       "About 6 weeks from surgery. IV from the bolus at 14:40 on 1/19 until the afternoon of 1/20 (about 24 "
       "h: 1 mg/min for 6 h, then 0.5 mg/min for 18 h); then oral 400 mg BID from 1/20 through 1/26; then 200 "
       "mg daily through 2/28, and stopped (confirmed at the 2/20 clinic and in the ED on 3/9). A separate new "
       "course was started on 3/12 after the cardioversion.",
       ["PN-3", "DS-5", "PN-6", "ED-7", "PN-9"]),
    _q("P33", 9600002, CL,
       "How long's the colchicine for the PPS?",
       "3 months: 0.6 mg BID from 2308-03-10, through 6/10 (second stay). NSAIDs were limited to a single "
       "600 mg dose of ibuprofen in the ED on 3/9 because of apixaban and clopidogrel. The amiodarone restarted "
       "on 3/12 is a separate course, to be reviewed at 8 weeks.",
       ["ED-7", "PN-9", "DS-10"]),
    _q("P34", 9600003, CL,
       "In May, how many days of IV methylpred before she went to PO pred, and how long did the taper end up "
       "being?",
       "5 days of IV: methylprednisolone 70 mg daily from the evening of 5/3 through 5/7, then prednisone 60 "
       "mg PO from 5/8. The taper went 60, 50, 40, 30, 20, 15 (weekly), then 10 mg from 6/19 and 5 mg "
       "6/29-7/5, then off: about 8.5 weeks of oral prednisone (5/8-7/5), against a planned minimum of 6 weeks.",
       ["PN-4", "DS-5", "PN-6"]),
    _q("P35", 9600003, CL,
       "how long did the empiric abx run in Aug?",
       "About 48 hours: ceftriaxone and azithromycin from the ED on 2309-08-20 until 8/22, stopped after the "
       "BAL with a low procalcitonin (0.08, then 0.06) and a negative viral panel.",
       ["ED-7", "CN-9", "DS-10"]),
    _q("P36", 9600004, CL,
       "For the DRESS: how many days of IV steroid, and how long was the whole steroid course?",
       "IV methylprednisolone 80 mg daily 2/8-2/11 (4 days), then prednisone 80 mg PO from 2/12 tapered over "
       "8 weeks: 80, 60, 50, 40, then 30 (3/12-3/25), 20 (3/26-4/1), 10 (4/2-4/8), then stopped. About two "
       "months in all (2/8-4/8).",
       ["PN-4", "DS-5", "PN-6"]),
    _q("P37", 9600004, CL,
       "How long was he on the insulin gtt in May?",
       "About 20 hours: from 22:30 on 5/2 to 18:30 on 5/3, with glargine 20 units given at 16:30, two hours "
       "before it stopped. The anion gap had closed at 14:00 on 5/3.",
       ["ED-7", "PN-9", "DS-10"]),
    _q("P38", 9600005, CL,
       "PJP treatment: how long all told, and how much of it IV?",
       "21 days, 4/10 through 4/30. IV TMP-SMX (15 mg/kg/day) 4/10-4/14 (5 days), then oral 2 DS tablets "
       "TID from 4/15 to 4/30; then 1 DS daily as secondary prophylaxis from 5/1. The adjunctive prednisone "
       "ran in parallel for the same 21 days (40 mg BID, 40 mg daily, 20 mg daily).",
       ["PN-4", "DS-5"]),
    _q("P39", 9600005, CL,
       "How long is the acute toxo treatment meant to go, and how long was he on dex?",
       "Acute pyrimethamine, sulfadiazine and leucovorin for 6 weeks from 7/13, through 8/24, then maintenance "
       "doses until CD4 > 200 for 6 months on ART. Dexamethasone was a separate short course: 4 mg q6h "
       "7/13-7/16, tapered, last dose 7/20 (about 8 days). Sulfadiazine was held for 24 h on 7/18 for "
       "crystalluria and resumed on 7/19.",
       ["ED-7", "DS-10"]),
    _q("P40", 9600006, CL,
       "Sept phos replacement -- how long IV, how long PO?",
       "IV sodium phosphate on 9/8 (30 mmol over 6 h) and on the morning of 9/9 (15 mmol): two doses over "
       "two days. Then oral K-Phos Neutral 250 mg BID for 7 days, 9/9-9/15, completed and stopped. The q12h "
       "electrolyte checks (9/5-9/10) were monitoring, not treatment.",
       ["PN-4", "DS-5"]),

    # ---------------------------------------------------------------- dose_change
    _q("P41", 9600001, DC,
       "Amlodipine: what did she go home on after the shunt, compared with what she came in on?",
       "5 mg daily at the 8/7 discharge, down from 10 mg on admission. History: resumed at 5 mg on 3/26 in the "
       "first stay; increased to 10 mg at the 5/10 clinic; held 8/4-8/5 after surgery for SBP in the 100s; "
       "resumed on 8/6 at 5 mg (CHANGED: decreased).",
       ["DS-6", "PN-7", "DS-10"]),
    _q("P42", 9600002, DC,
       "statin dose on the Jan d/c?",
       "Atorvastatin 80 mg QPM, increased from the home 40 mg. Later he stopped it himself around 2/10 for "
       "myalgias and was switched to rosuvastatin 20 mg at the 2/20 clinic; atorvastatin is now listed as an "
       "intolerance.",
       ["DS-5", "PN-6", "DS-10"]),
    _q("P43", 9600002, DC,
       "What beta-blocker dose is he on now?",
       "Metoprolol succinate 100 mg daily, increased from 50 mg on the day of the 3/15 discharge for sinus "
       "tachycardia. Before that: metoprolol tartrate 12.5 mg BID in January, increased to 25 mg BID on 1/24; "
       "switched to succinate 50 mg daily at the 2/20 clinic.",
       ["DS-5", "PN-6", "DS-10"]),
    _q("P44", 9600003, DC,
       "Levothyroxine -- what did she leave on in May, and what is she on now?",
       "75 mcg at the 5/10 discharge, increased from 50 mcg that day (TSH 14.2). Now 88 mcg, increased from 75 "
       "mcg on the day of the 8/27 discharge (TSH 8.9). The TSH had been 4.1 on 75 mcg at the 6/28 clinic.",
       ["DS-5", "PN-6", "DS-10"]),
    _q("P45", 9600004, DC,
       "Where's his glargine now?",
       "16 units at bedtime. Started at 20 units on 5/3 (2 h before the drip stopped), reduced to 18 units on "
       "5/4 (fasting glucose 84), then to 16 units on the day of discharge, 5/9, after a glucose of 62 at "
       "03:00 on 5/8. Plus lispro 1 unit per 12 g of carbohydrate and a correction scale.",
       ["PN-9", "DS-10"]),
    _q("P46", 9600004, DC,
       "Gout regimen in Feb: what changed between the admission and discharge med lists?",
       "Allopurinol 300 mg was STOPPED (the DRESS culprit, d/c'd in the ED on 2/7; never rechallenge). "
       "Colchicine 0.6 mg daily was held 2/7-2/17 for the AKI and resumed at a reduced 0.3 mg daily "
       "(CHANGED). Urate lowering was deferred to rheumatology.",
       ["ED-1", "DS-5"]),
    _q("P47", 9600005, DC,
       "What pred dose did he go home on in April?",
       "20 mg daily through 4/30, then stop (days 11-21 of the PJP taper). The taper was 40 mg BID "
       "4/10-4/14, 40 mg daily 4/15-4/19, then 20 mg daily 4/20-4/30.",
       ["PN-4", "DS-5"]),
    _q("P48", 9600005, DC,
       "leucovorin at the July d/c?",
       "25 mg daily, increased from 10 mg on the day of discharge (7/24) for an ANC of 1,100 on 7/23 on "
       "pyrimethamine. Weekly CBC.",
       ["DS-10"]),
    _q("P49", 9600006, DC,
       "What olanzapine dose did she go to the residential programme on in September?",
       "5 mg at bedtime, increased from 2.5 mg (started 9/7) on the day of discharge, 9/19, for persistent "
       "mealtime anxiety. She later stopped it herself on 10/10.",
       ["PN-4", "DS-5", "PN-6"]),
    _q("P50", 9600006, DC,
       "What's she on for potassium now?",
       "Potassium chloride 20 mEq PO BID, reduced from 40 mEq BID on the day of discharge, 12/12 (K 4.1). She "
       "had IV KCl 12/2-12/3, then oral 40 mEq BID from 12/4. She was on no potassium before December.",
       ["ED-7", "PN-9", "DS-10"]),

    # ---------------------------------------------------------------- attribution_plan
    _q("P51", 9600001, AP,
       "Her Na dropped to 128 in March -- did they call it SIADH and fluid-restrict her?",
       "No. Cerebral salt wasting was favored over SIADH: Na 128 on 3/16 with a urine output of 4-5 L/day, "
       "urine Na 142 and clinical dryness. She was treated with NS, salt tablets and fludrocortisone 0.1 mg "
       "BID (3/16-3/25) and explicitly not fluid restricted. Na 137 at discharge.",
       ["PN-5", "DS-6"]),
    _q("P52", 9600001, AP,
       "The shunt hinged on the tap test. Was it positive, and did anyone have to tap the shunt after?",
       "The tap test was positive: after 40 mL was removed on 8/3, her timed up-and-go improved from 18 to 11 "
       "seconds and she was brighter, so the right frontal VP shunt was placed on 8/4 (condition met). No "
       "shunt tap: it was planned only for fever, wound redness or headache with vomiting; she stayed afebrile "
       "with a clean wound, and none was needed.",
       ["DS-10"]),
    _q("P53", 9600002, AP,
       "In January the plan was apixaban if the AF came back -- did that get done, and what happened to his "
       "aspirin?",
       "Yes. AF recurred at about 14:00 on 3/9, after a clean 14-day patch and after amiodarone stopped on "
       "2/28, and apixaban 5 mg BID was started on 3/10 per the January plan. Aspirin was stopped on 3/10 to "
       "avoid triple therapy; clopidogrel continued (ACS in January) and pantoprazole was added. TEE-guided "
       "cardioversion followed on 3/12.",
       ["DS-5", "PN-6", "PN-9", "DS-10"]),
    _q("P54", 9600003, AP,
       "Did she actually meet the criteria for the nivo rechallenge when they restarted it?",
       "Yes. The condition (set on 5/7 and in the May discharge summary) was prednisone <= 10 mg/day and "
       "diarrhea grade <= 1. At the 6/28 clinic she had been on 10 mg since 6/19 with grade 0 diarrhea; "
       "nivolumab monotherapy 480 mg q4w was restarted on 7/7, after the prednisone ended on 7/5. Ipilimumab "
       "stayed permanently stopped. Nivolumab was then permanently discontinued in August after the "
       "pneumonitis.",
       ["PN-4", "DS-5", "PN-6", "DS-10"]),
    _q("P55", 9600003, AP,
       "Did she get infliximab for the pneumonitis?",
       "No. The plan was a second agent (infliximab or mycophenolate) only if there was no improvement after "
       "48 h of IV steroids; she improved (3 L to 2 L by 8/22, room air by 8/24), so no second agent was given. "
       "Her only infliximab was a single 5 mg/kg dose on 5/5 for the steroid-refractory colitis; the second "
       "colitis dose was never needed.",
       ["CN-3", "PN-6", "CN-9", "DS-10"]),
    _q("P56", 9600004, AP,
       "What did derm pin the DRESS on, the allopurinol or the amoxicillin?",
       "Allopurinol: a 5-week latency (started 1/3, symptoms from about 2/2), HLA-B*58:01 positive, and 300 mg "
       "too high for his CKD; listed as a definite lifelong allergy. Amoxicillin (1/24-2/2, about 10 days "
       "before the rash) was considered only a possible co-trigger, to be avoided for now and formally "
       "evaluated later.",
       ["CN-2", "PN-4", "DS-5", "PN-6"]),
    _q("P57", 9600005, AP,
       "Toxo on ART -- did they put it down to IRIS?",
       "No. Reactivation of latent toxoplasmosis (IgG positive in April) after he self-discontinued TMP-SMX "
       "prophylaxis around 6/5 with a CD4 still below 100 (64 in May, 71 in July). IRIS was considered and "
       "thought unlikely; lymphoma was less favored on MRI and by the response to treatment.",
       ["CN-3", "PN-6", "RR-8", "DS-10"]),
    _q("P58", 9600005, AP,
       "Did the brain lesions ever get biopsied?",
       "No. A stereotactic biopsy was planned only if there was no clinical or radiographic improvement at "
       "10-14 days. His hand strength was normal by 7/19, and the MRI of 7/23 showed all three lesions smaller "
       "(right basal ganglia 2.1 to 1.3 cm, left frontal 1.2 to 0.6 cm, cerebellar no longer enhancing), so no "
       "biopsy was done.",
       ["RR-8", "RR-9", "DS-10"]),
    _q("P59", 9600006, AP,
       "Those LFTs in September -- what did they attribute them to?",
       "Starvation-related hepatocellular injury. ALT 188 and AST 210 on 9/5; the abdominal US of 9/6 was "
       "normal (no steatosis, no biliary obstruction, no congestion); hepatitis A/B/C serologies were "
       "negative; ALT fell with feeding to 140 (9/9) and 62 at discharge, and was 24 in October.",
       ["RR-3", "PN-4", "DS-5", "PN-6"]),
    _q("P60", 9600006, AP,
       "Was the NG criterion actually met in December, or did the tube go in pre-emptively?",
       "Met. The rule set on 12/2 was NG feeds if oral intake was below 75% of the plan for 48 h; she took "
       "about 40% on 12/4 and about 50% on 12/5 (SMA syndrome excluded on the 12/4 CT), so the NG tube went "
       "in on the morning of 12/6. It was removed on 12/10.",
       ["ED-7", "RR-8", "PN-9", "DS-10"]),
]
