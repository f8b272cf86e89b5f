"""Patient 9700005 - general surgery/GI: gallstone pancreatitis with suspected cholangitis, ERCP,
deferred cholecystectomy; readmitted with acute cholecystitis and urgent laparoscopic
cholecystectomy. Pancreatic mass never excluded. Fictional."""

PATIENT = {"subject_id": 9700005, "gender": "F", "anchor_age": 52, "race": "HISPANIC/LATINO"}

ADMISSIONS = [
    {"subject_id": 9700005, "hadm_id": 29700051, "admittime": "2196-09-21T10:05:00",
     "dischtime": "2196-09-27T14:00:00", "race": "HISPANIC/LATINO", "insurance": "Private"},
    {"subject_id": 9700005, "hadm_id": 29700052, "admittime": "2196-10-28T20:20:00",
     "dischtime": "2196-10-31T12:00:00", "race": "HISPANIC/LATINO", "insurance": "Private"},
]

NOTES = [
    {
        "note_id": "9700005-ED-1", "subject_id": 9700005, "hadm_id": 29700051, "note_type": "ED",
        "note_seq": 1, "charttime": "2196-09-21T10:40:00", "storetime": "2196-09-21T11:45:00",
        "text": """\
ED NOTE - RESIDENT

52F obesity, T2DM on metformin, HTN on lisinopril 20, HLD. Epigastric pain -> back since 02:00, vomiting. EtOH rare.
FHx: mother pancreatic cancer (died 71). Sister gallstones, had chole.

T 38.2 HR 108 BP 142/86 SpO2 97% RA. Scleral icterus. Epigastric + RUQ tenderness w/ guarding, no peritonitis.
Lipase 4,820. AST 398 ALT 312 T bili 3.1. WBC 14.9. Cr 1.4 (baseline 0.8). TG 180.

A/P: acute pancreatitis, likely gallstone (transaminases, bili). Fever + jaundice + RUQ pain -> cholangitis cannot be excluded.
- RUQ US
- LR 1 L bolus then 150 mL/h
- BCx x2, pip-tazo 4.5 g IV (given 11:30)
- hold metformin; hold lisinopril (AKI)
- GI consult re ERCP
- admit medicine, surgery aware
"""
    },
    {
        "note_id": "9700005-RR-1", "subject_id": 9700005, "hadm_id": 29700051, "note_type": "RR",
        "note_seq": 1, "charttime": "2196-09-21T11:50:00", "storetime": "2196-09-21T12:40:00",
        "text": """\
EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN)

INDICATION:  52-year-old woman with acute pancreatitis, elevated liver enzymes and bilirubin, fever.  Evaluate for gallstones, biliary dilation, cholecystitis.

FINDINGS:
Liver: steatosis.
Gallbladder: multiple mobile shadowing stones, the largest 1.4 cm.  Wall 2 mm.  No pericholecystic fluid.  Sonographic Murphy sign negative.
Bile ducts: common bile duct 9 mm, with a possible 6 mm echogenic focus in the distal duct, partially obscured.  No intrahepatic biliary dilation.
Pancreas: head and body poorly seen due to bowel gas; no peripancreatic fluid in the visualized portions.

IMPRESSION:
1. Cholelithiasis without sonographic evidence of acute cholecystitis.
2. Dilated common bile duct (9 mm) with a probable distal stone.
3. Hepatic steatosis.
"""
    },
    {
        "note_id": "9700005-CN-1", "subject_id": 9700005, "hadm_id": 29700051, "note_type": "CN",
        "note_seq": 1, "charttime": "2196-09-22T12:30:00", "storetime": "2196-09-22T13:40:00",
        "text": """\
GASTROENTEROLOGY CONSULT AND ERCP NOTE

Seen 9/21 afternoon. 52F with gallstone pancreatitis and a probable distal CBD stone on US, T 38.2, bilirubin 3.1. By Tokyo criteria this is suspected, not definite, cholangitis (systemic inflammation + cholestasis + dilated duct). Pip-tazo started in the ED at 11:30 on 9/21.
Recommended ERCP within 24 h because of the suspected cholangitis; pancreatitis alone would not be an indication.

ERCP 9/22 09:15 (MAC): Normal major papilla. Deep biliary cannulation. Cholangiogram: CBD 10 mm with two filling defects, 6 and 8 mm, in the distal duct. Biliary sphincterotomy; both stones extracted with an extraction balloon. Bile clear - no pus. Occlusion cholangiogram: no residual filling defects. Pancreatic duct not injected. Rectal indomethacin 100 mg given.

Impression: choledocholithiasis, cleared. No purulent bile - cholangitis not supported.

Recommendations:
- If afebrile with negative blood cultures at 48 h, stop pip-tazo; it was for suspected cholangitis, not for the pancreatitis.
- Cholecystectomy: surgery consulted; same-admission cholecystectomy is preferred for mild biliary pancreatitis.
- Advance diet as tolerated.

___, MD, Gastroenterology
"""
    },
    {
        "note_id": "9700005-RR-2", "subject_id": 9700005, "hadm_id": 29700051, "note_type": "RR",
        "note_seq": 2, "charttime": "2196-09-24T14:10:00", "storetime": "2196-09-24T15:55:00",
        "text": """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITH IV CONTRAST

INDICATION:  52-year-old woman with gallstone pancreatitis, status post ERCP with sphincterotomy 9/22, now worsening epigastric pain and low-grade fever.  Evaluate for necrosis, collection or post-sphincterotomy perforation.

FINDINGS:
Pancreas: diffusely enlarged with peripancreatic fat stranding; homogeneous parenchymal enhancement without non-enhancing areas - no necrosis.  An acute peripancreatic fluid collection anterior to the pancreatic body, extending into the lesser sac, measures 4.1 x 2.8 cm, without a wall or gas.  No discrete pancreatic mass is seen; however, a small underlying lesion cannot be excluded in the setting of acute inflammation.  Pancreatic duct not dilated.
Biliary: pneumobilia consistent with recent sphincterotomy.  Gallbladder contains stones, no wall thickening.
No free intraperitoneal or retroperitoneal air to suggest perforation.

IMPRESSION:
1. Acute interstitial edematous pancreatitis without necrosis.
2. 4.1 cm acute peripancreatic fluid collection.
3. No perforation.
4. No pancreatic mass identified, but a small mass cannot be excluded during acute inflammation.  Recommend pancreas-protocol MRI/MRCP in 6-8 weeks after resolution, particularly given the reported family history of pancreatic cancer.
"""
    },
    {
        "note_id": "9700005-CN-2", "subject_id": 9700005, "hadm_id": 29700051, "note_type": "CN",
        "note_seq": 2, "charttime": "2196-09-25T09:00:00", "storetime": "2196-09-25T10:30:00",
        "text": """\
ACUTE CARE SURGERY CONSULT - ATTENDING

Asked about timing of cholecystectomy. For mild biliary pancreatitis my default is same-admission surgery, but her course has not been the textbook mild one. Yesterday's CT shows a 4 cm acute peripancreatic fluid collection in the lesser sac, she had a temperature of 38.1 yesterday, and the pain has only begun to settle this morning. Operating next to a fresh collection makes the dissection harder without making her safer. The sphincterotomy largely protects her from another gallstone pancreatitis, though not from cholecystitis.

Recommendations:
1. Interval laparoscopic cholecystectomy in about 4-6 weeks; I have booked her for 11/4.
2. If she has recurrent biliary pain, fever or jaundice before then, she should come straight back to the ED and we will do the cholecystectomy urgently, during that admission.
3. Re-image the collection before or at the time of surgery; ultrasound is enough for that.
4. Her mother died of pancreatic cancer; I agree with radiology that a pancreas-protocol MRI is needed once the inflammation settles. PCP/GI to arrange.

___, MD, Acute Care Surgery
"""
    },
    {
        "note_id": "9700005-DS-1", "subject_id": 9700005, "hadm_id": 29700051, "note_type": "DS",
        "note_seq": 1, "charttime": "2196-09-27T10:00:00", "storetime": "2196-09-27T15:15:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2196-09-21              Discharge Date:   2196-09-27

Date of Birth:  ___             Sex:   F

Service: MEDICINE

Allergies: Sulfa (rash)

Attending: ___

Chief Complaint: epigastric pain

Major Surgical or Invasive Procedure: ERCP with biliary sphincterotomy and stone extraction 2196-09-22

History of Present Illness:
52F with T2DM, HTN: epigastric pain, lipase 4,820, bilirubin 3.1, fever 38.2, AKI (Cr 1.4).

Family History: Mother - pancreatic adenocarcinoma, died at 71.

Pertinent Results:
Lipase 4,820 -> 210 (9/27). T bili 3.1 -> 1.0. Cr 1.4 -> 1.1 (9/22) -> 0.9 (9/24) -> 0.9 (9/27). Blood cultures 9/21 no growth.

Brief Hospital Course:
# Acute gallstone pancreatitis, interstitial, no necrosis (CT 9/24; 4.1 cm acute peripancreatic fluid collection): LR 1 L bolus then 150 mL/h (9/21-9/22), reduced to 100 mL/h 9/23 08:00 and 75 mL/h 9/24 08:00, stopped 9/25 08:00 once drinking well. Clear liquids 9/24, low-fat diet 9/26. Transient worsening of pain 9/23-9/24 with T 38.1 prompted the CT, which showed no necrosis.
# Suspected ascending cholangitis: not confirmed. ERCP 9/22 cleared two CBD stones, bile was clear, blood cultures negative and she was afebrile, so piperacillin-tazobactam (started 9/21 11:30) was stopped 9/23 after 48 hours.
# Cholelithiasis: surgery recommended interval laparoscopic cholecystectomy rather than same-admission surgery because of the peripancreatic collection; booked 2196-11-04. If biliary pain, fever or jaundice recur before then, she is to return and will have urgent cholecystectomy.
# Possible pancreatic lesion: not seen, but cannot be excluded on CT during acute pancreatitis. Pancreas-protocol MRI/MRCP ordered for 2196-11-18 (mother had pancreatic cancer).
# AKI, prerenal: Cr 1.4 -> 0.9, resolved.
# T2DM: metformin held from 9/21 (AKI, contrast, NPO); insulin sliding scale; metformin restarted at discharge.
# HTN: lisinopril held from 9/21 for AKI. BP 118-132 off it. Restarted at discharge at a lower dose, 10 mg daily (was 20 mg).

Medications on Admission:
1. Metformin 1000 mg PO BID
2. Lisinopril 20 mg PO daily
3. Atorvastatin 40 mg PO daily
4. Omeprazole 20 mg PO daily

Discharge Medications:
1. Metformin 1000 mg PO BID
2. Lisinopril 10 mg PO daily (reduced)
3. Atorvastatin 40 mg PO daily
4. Omeprazole 20 mg PO daily

Discharge Disposition: Home

Discharge Diagnosis: Gallstone pancreatitis with choledocholithiasis s/p ERCP; peripancreatic fluid collection; prerenal AKI (resolved)

Followup Instructions: Surgery - laparoscopic cholecystectomy 2196-11-04. MRI pancreas 2196-11-18. PCP 1 week (BMP).
"""
    },
    {
        "note_id": "9700005-ED-2", "subject_id": 9700005, "hadm_id": 29700052, "note_type": "ED",
        "note_seq": 2, "charttime": "2196-10-28T20:50:00", "storetime": "2196-10-28T21:50:00",
        "text": """\
ED NOTE - RESIDENT

52F s/p ERCP/sphincterotomy 9/22 for gallstone pancreatitis, waiting for interval lap chole (booked 11/4). RUQ pain since 06:00 today (~14 h), constant, N/V, T 38.5 at home.
Meds: metformin 1000 BID, lisinopril 10, atorvastatin 40, omeprazole 20.

T 38.5 HR 104 BP 138/84. RUQ tender, Murphy +. No jaundice.
WBC 15.8. Lipase 68 (ULN 60). T bili 0.9, ALP 102, AST 31, ALT 35. Cr 0.8.

A/P: acute calculous cholecystitis likely. Recurrent pancreatitis unlikely (lipase ~normal).
- RUQ US
- ceftriaxone 2 g + metronidazole 500 mg IV q8h (first doses 22:00)
- NPO, LR
- hold metformin
- surgery paged - per their 9/25 plan, recurrent symptoms = urgent chole this admission
"""
    },
    {
        "note_id": "9700005-RR-3", "subject_id": 9700005, "hadm_id": 29700052, "note_type": "RR",
        "note_seq": 3, "charttime": "2196-10-28T21:40:00", "storetime": "2196-10-28T22:30:00",
        "text": """\
EXAMINATION:  RIGHT UPPER QUADRANT ULTRASOUND

INDICATION:  52-year-old woman with known cholelithiasis, status post sphincterotomy, right upper quadrant pain, fever and positive Murphy sign.  Evaluate for acute cholecystitis.  Also reassess peripancreatic fluid collection seen on CT 9/24.

COMPARISON:  Ultrasound 2196-09-21; CT 2196-09-24.

FINDINGS:
Gallbladder distended with a 1.6 cm stone impacted in the neck.  Wall thickened to 6 mm with striation.  Pericholecystic fluid.  Positive sonographic Murphy sign.
Common bile duct 6 mm without stones.  Echogenic foci with dirty shadowing in left lobe ducts consistent with pneumobilia after sphincterotomy.
Pancreas: body and tail visualized; no peripancreatic fluid collection is identified - the collection anterior to the pancreatic body on 9/24 has resolved.  Ultrasound is not adequate to evaluate the pancreatic parenchyma for a mass.

IMPRESSION:
1. Acute calculous cholecystitis.
2. Resolution of the previously seen peripancreatic fluid collection.
3. Ultrasound cannot exclude a pancreatic lesion; the planned MRI remains recommended.
"""
    },
    {
        "note_id": "9700005-PN-1", "subject_id": 9700005, "hadm_id": 29700052, "note_type": "PN",
        "note_seq": 1, "charttime": "2196-10-30T08:45:00", "storetime": "2196-10-30T09:30:00",
        "text": """\
ACUTE CARE SURGERY PROGRESS NOTE - NP
POD#1 s/p laparoscopic cholecystectomy 10/29 (13:05-14:20)

Op findings: acute cholecystitis with focal gangrenous change at the fundus; critical view of safety obtained; no bile leak; no drain. EBL 20 mL.

S: incisional pain 3/10. Tolerated clears last night, + flatus. No nausea.
O: Tmax 38.0 (10/29 afternoon), afebrile since 10/29 18:00. HR 82, BP 128/76. Port sites c/d/i. Abdomen soft.
WBC 15.8 -> 11.2. T bili 0.7.

A/P:
- Antibiotics: ceftriaxone + metronidazole stop today at 14:00 (24 h after end of surgery; source controlled)
- Diet: advance to regular low-fat
- Metformin: resume with dinner tonight if eating
- Lisinopril 10 mg: held morning of surgery 10/29; resume today
- Pain: acetaminophen 1 g q8h scheduled, oxycodone 5 mg q6h PRN
- Path pending
- Cancel the 11/4 elective booking. Keep MRI pancreas 11/18.
- Dispo: home tomorrow 10/31
"""
    },
    {
        "note_id": "9700005-DS-2", "subject_id": 9700005, "hadm_id": 29700052, "note_type": "DS",
        "note_seq": 2, "charttime": "2196-10-31T10:00:00", "storetime": "2196-10-31T13:40:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2196-10-28              Discharge Date:   2196-10-31

Date of Birth:  ___             Sex:   F

Service: ACUTE CARE SURGERY

Allergies: Sulfa (rash)

Attending: ___

Chief Complaint: right upper quadrant pain, fever

Major Surgical or Invasive Procedure: Laparoscopic cholecystectomy 2196-10-29

History of Present Illness:
52F with gallstone pancreatitis in September (ERCP 9/22), cholecystectomy deferred to 11/4, returned with RUQ pain, fever, Murphy sign, WBC 15.8.

Pertinent Results:
US 10/28: acute calculous cholecystitis; peripancreatic collection resolved.
Pathology (final 10/31): acute and chronic cholecystitis with focal gangrene, cholelithiasis; no dysplasia or malignancy.

Brief Hospital Course:
# Acute calculous cholecystitis: ceftriaxone + metronidazole from 10/28 22:00. Urgent laparoscopic cholecystectomy 10/29, as planned in September for recurrent symptoms; the 11/4 elective date was cancelled. Antibiotics stopped 10/30 14:00, 24 hours after surgery. Afebrile from the evening of 10/29. Uncomplicated recovery.
# Prior peripancreatic fluid collection: resolved on ultrasound.
# Pancreas: a pancreatic lesion has still not been excluded (CT in September limited by inflammation; ultrasound inadequate). Pancreas-protocol MRI/MRCP remains scheduled for 11/18.
# T2DM: metformin held 10/28, resumed 10/30 with dinner.
# HTN: lisinopril 10 mg held the morning of surgery, resumed 10/30.

Medications on Admission:
1. Metformin 1000 mg PO BID
2. Lisinopril 10 mg PO daily
3. Atorvastatin 40 mg PO daily
4. Omeprazole 20 mg PO daily

Discharge Medications:
1. Metformin 1000 mg PO BID
2. Lisinopril 10 mg PO daily
3. Atorvastatin 40 mg PO daily
4. Omeprazole 20 mg PO daily
5. Acetaminophen 1 g PO q8h scheduled for 5 days, then as needed
6. Oxycodone 5 mg PO q6h PRN severe pain, #10

Discharge Disposition: Home

Discharge Diagnosis: Acute calculous cholecystitis with focal gangrene s/p laparoscopic cholecystectomy

Followup Instructions: Acute care surgery clinic 2 weeks. MRI/MRCP pancreas 2196-11-18. PCP ___.
"""
    },
]
