"""load_athena: a small Athena-shaped export (tab-separated, YYYYMMDD dates, no quoting), idempotent
reloads, every bad-input case leaving the database as it was, and COPY on PostgreSQL."""

import datetime as dt

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from retrieval.models import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym
from retrieval.vocabulary import athena
from retrieval.vocabulary import normalize as norm
from retrieval.vocabulary.loader import VocabularyFormatError
from retrieval.vocabulary.services import vocabulary_load_athena, vocabulary_load_subset

pytestmark = pytest.mark.django_db

CONCEPT_HEADER = [
    "concept_id", "concept_name", "domain_id", "vocabulary_id", "concept_class_id", "standard_concept",
    "concept_code", "valid_start_date", "valid_end_date", "invalid_reason",
]
CONCEPTS = [
    ["316139", "Heart failure", "Condition", "SNOMED", "Clinical Finding", "S", "84114007", "20020131", "20991231", ""],
    ["319835", "Congestive heart failure", "Condition", "SNOMED", "Clinical Finding", "S", "42343007", "20020131", "20991231", ""],
    ["1569178", "Heart failure", "Condition", "ICD10CM", "3-char nonbill code", "", "I50", "20071001", "20991231", ""],
    ["956874", "furosemide", "Drug", "RxNorm", "Ingredient", "S", "4603", "19700101", "20991231", ""],
    ["3027018", "Heart rate", "Measurement", "LOINC", "Clinical Observation", "S", "8867-4", "19700101", "20991231", ""],
    ["4185932", 'Ischemic heart disease "IHD"', "Condition", "SNOMED", "Clinical Finding", "S", "414545008", "20020131", "20991231", ""],
]
SYNONYM_HEADER = ["concept_id", "concept_synonym_name", "language_concept_id"]
SYNONYMS = [
    ["316139", "Cardiac failure", "4180186"],
    ["316139", "Heart failure (disorder)", "4180186"],
    ["956874", "Furosemide", "4180186"],
]
RELATIONSHIP_HEADER = ["concept_id_1", "concept_id_2", "relationship_id", "valid_start_date", "valid_end_date", "invalid_reason"]
RELATIONSHIPS = [
    ["319835", "316139", "Is a", "20020131", "20991231", ""],
    ["316139", "319835", "Subsumes", "20020131", "20991231", ""],
    ["1569178", "316139", "Maps to", "20071001", "20991231", ""],
    ["316139", "1569178", "Mapped from", "20071001", "20991231", ""],
    ["316139", "44784217", "Is a", "20020131", "20991231", ""],  # a concept outside this export
]
ANCESTOR_HEADER = ["ancestor_concept_id", "descendant_concept_id", "min_levels_of_separation", "max_levels_of_separation"]
ANCESTORS = [
    ["316139", "316139", "0", "0"],
    ["316139", "319835", "1", "1"],
    ["319835", "319835", "0", "0"],
]


def write_tsv(path, header, rows):
    path.write_text("".join("\t".join(row) + "\n" for row in [header, *rows]), encoding="utf-8")


@pytest.fixture
def export(tmp_path):
    """An Athena-shaped folder; tests edit the row lists and call ``write()`` again."""

    class Export:
        folder = tmp_path / "athena"
        concepts = [list(r) for r in CONCEPTS]
        synonyms = [list(r) for r in SYNONYMS]
        relationships = [list(r) for r in RELATIONSHIPS]
        ancestors = [list(r) for r in ANCESTORS]

        def write(self):
            self.folder.mkdir(exist_ok=True)
            write_tsv(self.folder / "CONCEPT.csv", CONCEPT_HEADER, self.concepts)
            write_tsv(self.folder / "CONCEPT_SYNONYM.csv", SYNONYM_HEADER, self.synonyms)
            write_tsv(self.folder / "CONCEPT_RELATIONSHIP.csv", RELATIONSHIP_HEADER, self.relationships)
            write_tsv(self.folder / "CONCEPT_ANCESTOR.csv", ANCESTOR_HEADER, self.ancestors)
            (self.folder / "VOCABULARY.csv").write_text("vocabulary_id\tvocabulary_name\n", encoding="utf-8")
            return self.folder

    made = Export()
    made.write()
    return made


@pytest.fixture(autouse=True)
def fresh_normalizer():
    norm.clear_cache()
    yield
    norm.clear_cache()


def snapshot():
    return (
        sorted(Concept.objects.values_list(
            "concept_id", "concept_name", "domain_id", "vocabulary_id", "concept_class_id", "standard_concept",
            "concept_code", "valid_start_date", "valid_end_date", "invalid_reason")),
        sorted(ConceptSynonym.objects.values_list("concept_id", "concept_synonym_name", "language_concept_id")),
        sorted(ConceptRelationship.objects.values_list(
            "concept_1_id", "concept_2_id", "relationship_id", "valid_start_date", "valid_end_date", "invalid_reason")),
        sorted(ConceptAncestor.objects.values_list(
            "ancestor_id", "descendant_id", "min_levels_of_separation", "max_levels_of_separation")),
    )


def test_it_loads_an_athena_export(export):
    summary = vocabulary_load_athena(folder=export.folder, batch_size=2)
    assert summary.rows == {"CONCEPT.csv": 6, "CONCEPT_SYNONYM.csv": 3, "CONCEPT_RELATIONSHIP.csv": 5, "CONCEPT_ANCESTOR.csv": 3}
    heart_failure = Concept.objects.get(concept_id=316139)
    assert heart_failure.concept_code == "84114007" and heart_failure.is_standard
    assert heart_failure.valid_start_date == dt.date(2002, 1, 31) and heart_failure.valid_end_date == dt.date(2099, 12, 31)
    assert Concept.objects.get(concept_id=1569178).standard_concept == ""
    assert Concept.objects.get(concept_id=4185932).concept_name == 'Ischemic heart disease "IHD"'  # no quoting
    assert set(ConceptSynonym.objects.filter(concept_id=316139).values_list("concept_synonym_name", flat=True)) == {
        "Cardiac failure", "Heart failure (disorder)",
    }
    assert ConceptRelationship.objects.get(concept_1_id=1569178, relationship_id="Maps to").concept_2_id == 316139
    assert ConceptAncestor.objects.get(ancestor_id=316139, descendant_id=319835).max_levels_of_separation == 1


def test_it_keeps_relationships_to_concepts_outside_the_export(export):
    vocabulary_load_athena(folder=export.folder)
    outside = ConceptRelationship.objects.get(concept_1_id=316139, concept_2_id=44784217)
    assert not Concept.objects.filter(concept_id=44784217).exists()
    assert outside.relationship_id == "Is a"


def test_it_is_idempotent(export):
    vocabulary_load_athena(folder=export.folder, batch_size=2)
    before = snapshot()
    again = vocabulary_load_athena(folder=export.folder, batch_size=4)
    assert snapshot() == before
    assert again.rows["CONCEPT.csv"] == 6


def test_a_reload_replaces_changed_rows_and_deletes_nothing(export):
    vocabulary_load_athena(folder=export.folder)
    export.concepts[0][1] = "Heart failure, renamed"
    export.relationships[0][5] = "D"
    export.ancestors[1][3] = "2"
    del export.concepts[3]  # furosemide is not in the new export
    export.synonyms = [r for r in export.synonyms if r[0] != "956874"]
    vocabulary_load_athena(folder=export.write())
    assert Concept.objects.get(concept_id=316139).concept_name == "Heart failure, renamed"
    assert ConceptRelationship.objects.get(concept_1_id=319835, relationship_id="Is a").invalid_reason == "D"
    assert ConceptAncestor.objects.get(ancestor_id=316139, descendant_id=319835).max_levels_of_separation == 2
    assert Concept.objects.filter(concept_id=956874).exists()
    assert ConceptRelationship.objects.filter(concept_1_id=319835).count() == 1


def test_it_accepts_a_byte_order_mark_crlf_and_iso_dates(export):
    path = export.folder / "CONCEPT.csv"
    text = path.read_text(encoding="utf-8").replace("20020131", "2002-01-31").replace("\n", "\r\n")
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    vocabulary_load_athena(folder=export.folder)
    assert Concept.objects.get(concept_id=319835).valid_start_date == dt.date(2002, 1, 31)


def test_it_reports_progress_in_rows(export):
    events = []
    vocabulary_load_athena(folder=export.folder, batch_size=1, progress=events.append)
    final = [e for e in events if e.rows_done == e.rows_total]
    assert [(e.file, e.rows_total) for e in final] == [
        ("CONCEPT.csv", 6), ("CONCEPT_SYNONYM.csv", 3), ("CONCEPT_RELATIONSHIP.csv", 5), ("CONCEPT_ANCESTOR.csv", 3),
    ]


def test_the_normalizer_reads_an_athena_load_and_the_subset_adds_abbreviations(export):
    vocabulary_load_athena(folder=export.folder)
    norm.clear_cache()
    assert normalize_id("cardiac failure") == 316139
    assert normalize_id("CHF") is None  # Athena has no clinical abbreviations
    vocabulary_load_subset()
    norm.clear_cache()
    assert normalize_id("CHF") == 319835
    assert Concept.objects.get(concept_id=316139).concept_code == "84114007"


def normalize_id(text):
    match = norm.normalize(text)
    return match.concept_id if match else None


def test_the_command_loads_an_export(export, capsys):
    call_command("load_athena", str(export.folder), "--batch-size", "2", "--no-progress")
    assert "CONCEPT.csv: 6 rows" in capsys.readouterr().out
    assert Concept.objects.count() == 6


# -- bad input ---------------------------------------------------------------------------------


def edit(table, line, **changes):
    """Change one row (``line`` counts the header as line 1) of one file."""

    def apply(export):
        rows = {"CONCEPT.csv": export.concepts, "CONCEPT_SYNONYM.csv": export.synonyms,
                "CONCEPT_RELATIONSHIP.csv": export.relationships, "CONCEPT_ANCESTOR.csv": export.ancestors}[table]
        header = {"CONCEPT.csv": CONCEPT_HEADER, "CONCEPT_SYNONYM.csv": SYNONYM_HEADER,
                  "CONCEPT_RELATIONSHIP.csv": RELATIONSHIP_HEADER, "CONCEPT_ANCESTOR.csv": ANCESTOR_HEADER}[table]
        row = rows[line - 2]
        for name, value in changes.items():
            row[header.index(name)] = value

    return apply


def drop_last_column(table, line):
    def apply(export):
        rows = {"CONCEPT.csv": export.concepts, "CONCEPT_RELATIONSHIP.csv": export.relationships}[table]
        rows[line - 2].pop()

    return apply


BAD_INPUTS = [
    ("missing column", drop_last_column("CONCEPT.csv", 4), r"CONCEPT\.csv line 4: expected 10 tab-separated columns"),
    ("non-integer id", edit("CONCEPT.csv", 3, concept_id="31983x"), r"CONCEPT\.csv line 3: concept_id '31983x' is not an integer"),
    ("bad date", edit("CONCEPT.csv", 2, valid_end_date="20991331"), r"CONCEPT\.csv line 2: valid_end_date '20991331' is not a date"),
    ("empty name", edit("CONCEPT.csv", 5, concept_name=""), r"CONCEPT\.csv line 5: concept_name is empty"),
    ("name too long", edit("CONCEPT.csv", 2, concept_name="x" * 256), r"CONCEPT\.csv line 2: concept_name is longer than 255"),
    ("synonym of an unknown concept", edit("CONCEPT_SYNONYM.csv", 3, concept_id="123"),
     r"CONCEPT_SYNONYM\.csv line 3: concept_id 123 is not in CONCEPT\.csv"),
    ("relationship id not an integer", edit("CONCEPT_RELATIONSHIP.csv", 4, concept_id_2="I50"),
     r"CONCEPT_RELATIONSHIP\.csv line 4: concept_id_2 'I50' is not an integer"),
    ("relationship missing column", drop_last_column("CONCEPT_RELATIONSHIP.csv", 6),
     r"CONCEPT_RELATIONSHIP\.csv line 6: expected 6 tab-separated columns"),
    ("ancestor bad level", edit("CONCEPT_ANCESTOR.csv", 4, max_levels_of_separation="one"),
     r"CONCEPT_ANCESTOR\.csv line 4: max_levels_of_separation 'one' is not an integer"),
]


@pytest.mark.parametrize("breaks,message", [b[1:] for b in BAD_INPUTS], ids=[b[0] for b in BAD_INPUTS])
def test_a_bad_row_leaves_the_database_unchanged(export, breaks, message):
    vocabulary_load_athena(folder=export.folder)
    before = snapshot()
    export.concepts[0][1] = "Heart failure v2"  # would change a row if the load went through
    breaks(export)
    export.write()
    with pytest.raises(VocabularyFormatError, match=message):
        vocabulary_load_athena(folder=export.folder, batch_size=1)
    assert snapshot() == before


def test_a_header_without_an_athena_column_is_rejected(export):
    write_tsv(export.folder / "CONCEPT_SYNONYM.csv", ["concept_id", "name", "language_concept_id"], SYNONYMS)
    with pytest.raises(VocabularyFormatError, match=r"CONCEPT_SYNONYM\.csv line 1: header lacks concept_synonym_name"):
        vocabulary_load_athena(folder=export.folder)
    assert snapshot() == ([], [], [], [])


def test_invalid_utf8_is_reported_at_its_line(export):
    path = export.folder / "CONCEPT.csv"
    path.write_bytes(path.read_bytes().replace(b"furosemide", b"furos\xe9mide"))
    with pytest.raises(VocabularyFormatError, match=r"CONCEPT\.csv line 5: not UTF-8 text"):
        vocabulary_load_athena(folder=export.folder)
    assert snapshot() == ([], [], [], [])


def test_a_missing_file_or_folder_is_named(export, tmp_path):
    (export.folder / "CONCEPT_ANCESTOR.csv").unlink()
    with pytest.raises(VocabularyFormatError, match=r"missing CONCEPT_ANCESTOR\.csv"):
        vocabulary_load_athena(folder=export.folder)
    with pytest.raises(VocabularyFormatError, match="not a folder"):
        vocabulary_load_athena(folder=tmp_path / "nowhere")
    assert snapshot() == ([], [], [], [])


def test_the_command_reports_the_file_and_line(export):
    edit("CONCEPT.csv", 3, concept_id="31983x")(export)
    export.write()
    with pytest.raises(CommandError) as caught:
        call_command("load_athena", str(export.folder), "--no-progress")
    message = str(caught.value)
    assert "CONCEPT.csv line 3: concept_id '31983x' is not an integer" in message
    assert "Nothing was imported; the database is unchanged." in message
    assert not Concept.objects.exists()


def test_the_command_rejects_a_batch_size_below_one(export):
    with pytest.raises(CommandError, match="--batch-size must be at least 1"):
        call_command("load_athena", str(export.folder), "--batch-size", "0")


def test_it_counts_rows_without_a_trailing_newline(tmp_path):
    path = tmp_path / "CONCEPT.csv"
    path.write_text("h\na\nb", encoding="utf-8")
    assert athena.count_rows(path) == 2


# -- PostgreSQL --------------------------------------------------------------------------------


@pytest.mark.postgres
def test_it_streams_rows_with_copy_on_postgresql(export, monkeypatch):
    copied = []
    original = athena.CopyTableWriter._write

    def spy(self, rows):
        copied.append((self.table.file, len(rows)))
        return original(self, rows)

    monkeypatch.setattr(athena.CopyTableWriter, "_write", spy)
    vocabulary_load_athena(folder=export.folder, batch_size=2)
    assert connection.vendor == "postgresql"
    assert {file for file, _ in copied} == {"CONCEPT.csv", "CONCEPT_SYNONYM.csv", "CONCEPT_RELATIONSHIP.csv", "CONCEPT_ANCESTOR.csv"}
    assert sum(n for file, n in copied if file == "CONCEPT.csv") == 6
    assert Concept.objects.count() == 6 and ConceptRelationship.objects.count() == 5


@pytest.mark.postgres
def test_a_failure_after_copy_batches_rolls_everything_back_on_postgresql(export):
    vocabulary_load_athena(folder=export.folder)
    before = snapshot()
    export.concepts[0][1] = "Heart failure v2"
    edit("CONCEPT_ANCESTOR.csv", 4, max_levels_of_separation="one")(export)
    export.write()
    with pytest.raises(VocabularyFormatError, match=r"CONCEPT_ANCESTOR\.csv line 4"):
        vocabulary_load_athena(folder=export.folder, batch_size=1)
    assert snapshot() == before
    with connection.cursor() as cursor:  # the staging tables went with the transaction
        cursor.execute("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'epikg_stage_%%'")
        assert cursor.fetchone()[0] == 0
