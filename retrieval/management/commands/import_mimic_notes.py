"""manage.py import_mimic_notes — stream MIMIC-IV-Note and MIMIC-IV hosp files into a dataset."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from retrieval.corpus.progress import TerminalProgress
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import MimicFiles, mimic_import


def parse_subjects(text: str) -> set[int]:
    try:
        return {int(part) for part in text.replace(",", " ").split()}
    except ValueError:
        raise CommandError(f"--subjects: expected integers separated by commas, got {text!r}") from None


class Command(BaseCommand):
    help = (
        "Import MIMIC-IV-Note discharge/radiology notes with MIMIC-IV hosp patients and admissions. "
        "Files may be .csv or .csv.gz; memory stays flat in file size; all-or-nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("--note-dir", type=Path, help="MIMIC-IV-Note 'note' folder (discharge.csv.gz, radiology.csv.gz)")
        parser.add_argument("--hosp-dir", type=Path, help="MIMIC-IV 'hosp' folder (patients.csv.gz, admissions.csv.gz)")
        parser.add_argument("--notes", type=Path, nargs="*", default=[], help="note files, instead of --note-dir")
        parser.add_argument("--patients", type=Path, help="patients file, instead of --hosp-dir")
        parser.add_argument("--admissions", type=Path, help="admissions file, instead of --hosp-dir")
        parser.add_argument("--subjects", help="only these subject_ids (comma-separated)")
        parser.add_argument("--subjects-file", type=Path, help="only the subject_ids in this file (one per line)")
        parser.add_argument("--dataset", default="mimic-iv", help="dataset name (default: mimic-iv)")
        parser.add_argument("--batch-size", type=int, default=None, help="rows per database batch")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, **opts):
        subjects = None
        if opts["subjects"]:
            subjects = parse_subjects(opts["subjects"])
        if opts["subjects_file"]:
            try:
                subjects = (subjects or set()) | parse_subjects(opts["subjects_file"].read_text(encoding="utf-8"))
            except OSError as exc:
                raise CommandError(f"--subjects-file: {exc}") from None
        progress = TerminalProgress(stream=self.stderr._out, disable=opts["no_progress"] or opts["verbosity"] == 0)
        try:
            files = MimicFiles.locate(
                hosp_dir=opts["hosp_dir"], note_dir=opts["note_dir"], patients=opts["patients"],
                admissions=opts["admissions"], notes=opts["notes"],
            )
            summary = mimic_import(
                files=files, dataset_name=opts["dataset"], subjects=subjects,
                batch_size=opts["batch_size"], progress=progress,
            )
        except CorpusFormatError as exc:
            raise CommandError(f"{exc}\nNothing was imported; the database is unchanged.") from None
        finally:
            progress.close()
        self.stdout.write(self.style.SUCCESS(f"Imported {summary.describe()} from {summary.rows_read} rows"))
