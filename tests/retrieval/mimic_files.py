"""Writes small MIMIC-IV-shaped CSV files (the real column layout, extra columns included)."""

from __future__ import annotations

import csv
import gzip
import io
from pathlib import Path

PATIENT_HEADER = ["subject_id", "gender", "anchor_age", "anchor_year", "anchor_year_group", "dod"]
ADMISSION_HEADER = [
    "subject_id", "hadm_id", "admittime", "dischtime", "deathtime", "admission_type", "admit_provider_id",
    "admission_location", "discharge_location", "insurance", "language", "marital_status", "race",
    "edregtime", "edouttime", "hospital_expire_flag",
]
NOTE_HEADER = ["note_id", "subject_id", "hadm_id", "note_type", "note_seq", "charttime", "storetime", "text"]

PATIENTS = [
    ["10000032", "F", "52", "2180", "2014 - 2016", ""],
    ["10000084", "M", "72", "2160", "2017 - 2019", "2161-02-13"],
    ["10000117", "F", "48", "2174", "2008 - 2010", ""],
]
ADMISSIONS = [
    ["10000032", "22595853", "2180-05-06 22:23:00", "2180-05-07 17:15:00", "", "URGENT", "P874LG",
     "TRANSFER FROM HOSPITAL", "HOME", "Other", "ENGLISH", "WIDOWED", "WHITE", "2180-05-06 19:17:00",
     "2180-05-06 23:30:00", "0"],
    ["10000032", "22841357", "2180-06-26 18:27:00", "2180-06-27 18:49:00", "", "EW EMER.", "P09Q6Y",
     "EMERGENCY ROOM", "HOME", "Medicaid", "ENGLISH", "WIDOWED", "WHITE - OTHER EUROPEAN", "", "", "0"],
    ["10000084", "23052089", "2160-11-21 01:56:00", "2160-11-25 14:52:00", "", "EW EMER.", "P23EAJ",
     "WALK-IN/SELF REFERRAL", "HOME HEALTH CARE", "Medicare", "ENGLISH", "MARRIED", "WHITE", "", "", "0"],
    ["10000117", "27988844", "2183-09-18 18:10:00", "2183-09-21 16:30:00", "", "EU OBSERVATION", "P2358X",
     "EMERGENCY ROOM", "HOME", "Other", "ENGLISH", "DIVORCED", "WHITE", "", "", "0"],
]
DISCHARGE = [
    ["10000032-DS-21", "10000032", "22595853", "DS", "21", "2180-05-07 00:00:00", "2180-05-09 15:26:00",
     " \nName:  ___   Unit No:   ___\n \nChief Complaint:\nabdominal fullness\n \nHistory of Present Illness:\n"
     "___ with HCV cirrhosis c/b ascites, \"worsening\" distension. Denies fevers, chills.\n"],
    ["10000032-DS-22", "10000032", "22841357", "DS", "22", "2180-06-27 00:00:00", "2180-07-01 10:15:00",
     "Chief Complaint:\ndistension\n\nDischarge Medications:\n1. Furosemide 40 mg PO DAILY, \n2. Rifaximin 550 mg PO BID\n"],
    ["10000084-DS-17", "10000084", "23052089", "DS", "17", "2160-11-25 00:00:00", "2160-11-25 15:09:00",
     "History of Present Illness:\nParkinson's disease, history of CHF; c/f UTI vs medication effect.\n"],
]
RADIOLOGY = [
    ["10000032-RR-14", "10000032", "22595853", "RR", "14", "2180-05-06 23:32:00", "2180-05-07 09:12:00",
     "EXAMINATION:  LIVER US\n\nIMPRESSION:  Moderate ascites. No portal vein thrombosis.\n"],
    ["10000084-RR-32", "10000084", "", "RR", "32", "2161-02-03 10:10:00", "2161-02-03 12:40:00",
     "EXAMINATION:  CHEST (PA AND LAT)\nIMPRESSION:  No acute process.\n"],
    ["10000117-RR-5", "10000117", "27988844", "RR", "5", "2183-09-19 09:00:00", "", "EXAMINATION: ESOPHAGRAM\nStricture.\n"],
]


def write_csv(path: Path, header: list[str], rows: list[list[str]], *, compress: bool = True) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    data = buffer.getvalue().encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    if compress:
        with gzip.open(path, "wb") as handle:
            handle.write(data)
    else:
        path.write_bytes(data)
    return path


def write_mimic(root: Path, *, compress: bool = True, discharge=None, radiology=None, admissions=None,
                patients=None, note_header=None, admission_header=None) -> Path:
    """Lay out ``root/hosp`` and ``root/note`` as the PhysioNet downloads do."""
    ext = ".csv.gz" if compress else ".csv"
    write_csv(root / "hosp" / f"patients{ext}", PATIENT_HEADER, PATIENTS if patients is None else patients, compress=compress)
    write_csv(root / "hosp" / f"admissions{ext}", admission_header or ADMISSION_HEADER,
              ADMISSIONS if admissions is None else admissions, compress=compress)
    write_csv(root / "note" / f"discharge{ext}", note_header or NOTE_HEADER, DISCHARGE if discharge is None else discharge, compress=compress)
    write_csv(root / "note" / f"radiology{ext}", NOTE_HEADER, RADIOLOGY if radiology is None else radiology, compress=compress)
    return root
