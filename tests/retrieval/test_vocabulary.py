"""The shipped OMOP subset: it validates, loads idempotently, covers the synthetic cohort's
vocabulary, and the normalizer maps clinical abbreviations, brands and source codes to it."""

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from retrieval.models import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym
from retrieval.vocabulary import normalize as norm
from retrieval.vocabulary.loader import LOCAL_CONCEPT_ID_FLOOR, VocabularyFormatError, data_path, load_subset
from retrieval.vocabulary.normalize import normalize, normalize_all, normalize_term, related_concepts, target_terms
from retrieval.vocabulary.services import vocabulary_load_subset

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
SYNTHETIC_VOCAB = ROOT / "benchmark" / "synthetic" / "data" / "vocab.json"
#: The concept each synthetic vocabulary key denotes (expected answers for the normalizer).
SYNTHETIC_MAP = data_path("synthetic_map.json")
VOCAB_SECTIONS = (
    "conditions", "family_only_conditions", "findings", "home_medications", "inpatient_orders", "antibiotics", "imaging",
)
HEART_FAILURE, CONGESTIVE_HF, PIPERACILLIN, TAZOBACTAM = 316139, 319835, 1746114, 1741122


@pytest.fixture(autouse=True)
def fresh_normalizer():
    """Each test's database differs; the per-process index must not leak between them."""
    norm.clear_cache()
    yield
    norm.clear_cache()


@pytest.fixture
def subset(db):
    vocabulary_load_subset()
    norm.clear_cache()  # on_commit does not fire inside a test's transaction


def snapshot():
    return (
        sorted(Concept.objects.values_list("concept_id", "concept_name", "standard_concept")),
        sorted(ConceptSynonym.objects.values_list("concept_id", "concept_synonym_name")),
        sorted(ConceptRelationship.objects.values_list("concept_1_id", "relationship_id", "concept_2_id")),
        sorted(ConceptAncestor.objects.values_list("ancestor_id", "descendant_id", "min_levels_of_separation")),
    )


def synthetic_map() -> dict[str, int]:
    return json.loads(SYNTHETIC_MAP.read_text(encoding="utf-8"))


def synthetic_entries():
    vocab = json.loads(SYNTHETIC_VOCAB.read_text(encoding="utf-8"))
    return [entry for section in VOCAB_SECTIONS for entry in vocab[section]]


# -- the data file -----------------------------------------------------------------------------


def test_it_validates_the_shipped_subset():
    shipped = load_subset()
    assert len(shipped.concepts) >= 500
    for concept in shipped.concepts.values():
        assert (concept.concept_id > LOCAL_CONCEPT_ID_FLOOR) == (concept.provenance == "local")
    assert {r.relationship_id for r in shipped.relationships} == {"Is a", "Maps to"}


def test_it_ships_at_least_500_real_omop_concepts():
    shipped = load_subset()
    real = [c for c in shipped.concepts.values() if c.provenance != "local"]
    assert len(real) >= 500
    vocabularies = {c.vocabulary_id for c in real}
    assert {"SNOMED", "RxNorm", "LOINC", "ICD10CM"} <= vocabularies
    domains = {c.domain_id for c in real}
    assert {"Condition", "Drug", "Measurement"} <= domains


def test_it_maps_every_synthetic_vocabulary_key_to_a_subset_concept():
    shipped = load_subset()
    mapping = synthetic_map()
    keys = [entry["key"] for entry in synthetic_entries()]
    assert sorted(mapping) == sorted(keys)
    unknown = {key: cid for key, cid in mapping.items() if cid not in shipped.concepts}
    assert unknown == {}


def test_it_normalizes_every_synthetic_entry_name_to_its_mapped_concept(subset):
    mapping = synthetic_map()
    for entry in synthetic_entries():
        name = entry.get("name") or entry["subtype"]
        expected = mapping[entry["key"]]
        concept = Concept.objects.get(concept_id=expected)
        if concept.standard_concept == "S":
            wanted = {expected}
        else:  # a combination product: its ingredients
            wanted = set(
                ConceptRelationship.objects.filter(concept_1_id=expected, relationship_id="Maps to")
                .values_list("concept_2_id", flat=True)
            )
        found = normalize(name)
        assert found is not None and found.concept_id in wanted, (entry["key"], name, found)


# -- loading -----------------------------------------------------------------------------------


def test_it_loads_the_subset_idempotently(db):
    first = vocabulary_load_subset()
    shipped = load_subset()
    assert first.concepts_created == len(shipped.concepts)
    assert first.relationships_created == 2 * len(shipped.relationships)  # each with its reverse
    before = snapshot()
    again = vocabulary_load_subset()
    assert snapshot() == before
    assert (again.concepts_created, again.synonyms_created, again.relationships_created, again.ancestors_created) == (
        0, 0, 0, 0,
    )
    assert again.concepts_unchanged == len(shipped.concepts)


def test_it_adds_reverse_relationships_and_the_ancestor_closure(subset):
    assert ConceptRelationship.objects.filter(
        concept_1_id=HEART_FAILURE, relationship_id="Subsumes", concept_2_id=CONGESTIVE_HF
    ).exists()
    assert ConceptRelationship.objects.filter(
        concept_1_id=320128, relationship_id="Mapped from", concept_2_id=35207668
    ).exists()
    nstemi, myocardial_infarction = 4270024, 4329847
    link = ConceptAncestor.objects.get(ancestor_id=myocardial_infarction, descendant_id=nstemi)
    assert (link.min_levels_of_separation, link.max_levels_of_separation) == (2, 2)
    assert ConceptAncestor.objects.filter(ancestor_id=nstemi, descendant_id=nstemi, min_levels_of_separation=0).exists()


def test_it_keeps_stored_concepts_unless_told_to_overwrite(subset):
    Concept.objects.filter(concept_id=HEART_FAILURE).update(concept_name="Cardiac failure (from Athena)")
    kept = vocabulary_load_subset()
    assert kept.concepts_differing == [HEART_FAILURE]
    assert Concept.objects.get(concept_id=HEART_FAILURE).concept_name == "Cardiac failure (from Athena)"
    replaced = vocabulary_load_subset(overwrite=True)
    assert replaced.concepts_updated == 1
    assert Concept.objects.get(concept_id=HEART_FAILURE).concept_name == "Heart failure"


def test_the_command_loads_the_subset(db, capsys):
    call_command("load_vocabulary_subset")
    assert "concepts: " in capsys.readouterr().out
    assert Concept.objects.filter(concept_id=HEART_FAILURE).exists()


# -- bad subset files --------------------------------------------------------------------------


def write_subset(tmp_path, mutate):
    raw = json.loads(data_path().read_text(encoding="utf-8"))
    mutate(raw)
    lines = ['{', '  "version": %s,' % json.dumps(raw.get("version"))]
    lines += [f'  {json.dumps(k)}: {json.dumps(v)},' for k, v in raw.items() if k not in ("version", "concepts", "relationships")]
    lines.append('  "concepts": [')
    lines += [f"    {json.dumps(c)}," for c in raw["concepts"][:-1]] + [f"    {json.dumps(raw['concepts'][-1])}", "  ],"]
    lines.append('  "relationships": [')
    rels = raw.get("relationships", [])
    lines += [f"    {json.dumps(r)}," for r in rels[:-1]] + ([f"    {json.dumps(rels[-1])}"] if rels else []) + ["  ]", "}"]
    path = tmp_path / "omop_subset.json"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def concept(raw, concept_id):
    return next(c for c in raw["concepts"] if c["concept_id"] == concept_id)


BAD_SUBSETS = [
    ("unknown top-level key", lambda raw: raw.update(extra=1), r"omop_subset\.json: unknown key\(s\) 'extra'"),
    ("unknown concept key", lambda raw: concept(raw, HEART_FAILURE).update(colour="red"),
     r"line \d+: concepts\[\d+\] \(concept_id 316139\): unknown key\(s\) 'colour'"),
    ("duplicate id", lambda raw: raw["concepts"].append(dict(concept(raw, HEART_FAILURE))),
     r"line \d+: concepts\[\d+\] \(concept_id 316139\): duplicate concept_id"),
    ("missing name", lambda raw: concept(raw, HEART_FAILURE).pop("concept_name"),
     r"concept_id 316139\): missing concept_name"),
    ("bad standard flag", lambda raw: concept(raw, HEART_FAILURE).update(standard_concept="X"),
     r"concept_id 316139\): standard_concept must be"),
    ("local id outside the local vocabulary", lambda raw: concept(raw, HEART_FAILURE).update(concept_id=2_100_000_000),
     r"local concepts"),
    ("relationship to a missing concept",
     lambda raw: raw["relationships"].append({"concept_id_1": CONGESTIVE_HF, "relationship_id": "Is a", "concept_id_2": 99}),
     r"line \d+: relationships\[\d+\] \(319835 'Is a' 99\): concept_id 99 is not a concept of this file"),
    ("unsupported relationship",
     lambda raw: raw["relationships"].append({"concept_id_1": CONGESTIVE_HF, "relationship_id": "Subsumes", "concept_id_2": HEART_FAILURE}),
     r"relationship_id must be one of 'Is a', 'Maps to'"),
    ("maps to from a standard concept",
     lambda raw: raw["relationships"].append({"concept_id_1": CONGESTIVE_HF, "relationship_id": "Maps to", "concept_id_2": HEART_FAILURE}),
     r"'Maps to' goes from a non-standard concept to a standard one"),
    ("cycle",
     lambda raw: raw["relationships"].append({"concept_id_1": HEART_FAILURE, "relationship_id": "Is a", "concept_id_2": CONGESTIVE_HF}),
     r"'Is a' relationships form a cycle"),
]


@pytest.mark.parametrize("mutate,message", [b[1:] for b in BAD_SUBSETS], ids=[b[0] for b in BAD_SUBSETS])
def test_it_rejects_a_bad_subset_file_and_changes_nothing(tmp_path, mutate, message):
    path = write_subset(tmp_path, mutate)
    with pytest.raises(VocabularyFormatError, match=message):
        vocabulary_load_subset(path=path)
    assert snapshot() == ([], [], [], [])


def test_it_reports_invalid_json_with_its_line(tmp_path):
    path = tmp_path / "omop_subset.json"
    path.write_text('{\n  "version": 1,\n  "concepts": [\n    {"concept_id": 1,}\n  ]\n}\n', encoding="utf-8")
    with pytest.raises(VocabularyFormatError, match=r"omop_subset\.json line 4: invalid JSON"):
        load_subset(path)


def test_the_command_names_the_bad_entry(tmp_path):
    path = write_subset(tmp_path, lambda raw: concept(raw, HEART_FAILURE).update(colour="red"))
    with pytest.raises(CommandError) as caught:
        call_command("load_vocabulary_subset", "--file", str(path))
    message = str(caught.value)
    assert "concept_id 316139" in message and "Nothing was imported; the database is unchanged." in message
    assert not Concept.objects.exists()


# -- the normalizer ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,concept_id,name_part",
    [
        ("CHF", CONGESTIVE_HF, "heart failure"),
        ("COPD", 255573, "obstructive"),
        ("HTN", 320128, "hypertension"),
        ("DM2", 201826, "type 2 diabetes"),
        ("AFib", 313217, "atrial fibrillation"),
        ("PNA", 255848, "pneumonia"),
        ("UTI", 81902, "urinary tract"),
        ("AKI", 197320, "acute renal failure"),
        ("GIB", 192671, "gastrointestinal hemorrhage"),
        ("PE", 440417, "pulmonary embolism"),
        ("DVT", 4133004, "venous thrombosis"),
        ("NSTEMI", 4270024, "non-st segment elevation"),
        ("c. diff", None, "difficile"),
        ("CAD", 317576, "coronary"),
        ("CKD", 46271022, "chronic kidney disease"),
    ],
)
def test_it_normalizes_clinical_abbreviations(subset, text, concept_id, name_part):
    match = normalize(text)
    assert match is not None
    if concept_id is not None:
        assert match.concept_id == concept_id
    assert name_part in match.concept_name.lower()
    assert normalize_term(match.matched_term) == normalize_term(text)


@pytest.mark.parametrize("text", ["Zosyn", "piperacillin-tazobactam", "pip/tazo", "Piperacillin / Tazobactam"])
def test_it_maps_a_combination_product_to_its_ingredients(subset, text):
    assert normalize(text).concept_id in {PIPERACILLIN, TAZOBACTAM}
    assert [m.concept_id for m in normalize_all(text)] == [PIPERACILLIN, TAZOBACTAM]
    assert all(m.domain_id == "Drug" and m.vocabulary_id == "RxNorm" for m in normalize_all(text))


def test_it_maps_a_single_ingredient_brand_to_the_ingredient(subset):
    assert normalize("Lasix").concept_name == "furosemide"
    assert normalize("lasix").concept_id == normalize("furosemide").concept_id


def test_it_follows_maps_to_from_an_icd10cm_name(subset):
    match = normalize("Essential (primary) hypertension")
    assert (match.concept_id, match.vocabulary_id) == (320128, "SNOMED")
    assert normalize("Hyperlipidemia, unspecified").concept_name == "Hyperlipidemia"


def test_it_prefers_the_standard_concept_over_a_source_concept_of_the_same_name(subset):
    # ICD10CM I50 is also called "Heart failure"; the standard SNOMED concept wins.
    assert Concept.objects.filter(concept_name="Heart failure").count() == 2
    match = normalize("heart failure")
    assert (match.concept_id, match.vocabulary_id) == (HEART_FAILURE, "SNOMED")


def test_it_folds_case_spacing_and_punctuation(subset):
    assert normalize("  Congestive   HEART-failure ").concept_id == CONGESTIVE_HF
    assert normalize("Parkinsons disease").concept_id == normalize("Parkinson's disease").concept_id == 381270


def test_it_filters_by_domain(subset):
    assert normalize("heart rate", domain="Measurement").concept_id == 3027018
    assert normalize("heart rate", domain="Condition") is None


def test_it_returns_none_for_unknown_text(subset):
    assert normalize("flibbertigibbet syndrome") is None
    assert normalize("") is None


def test_it_reads_the_database_once_per_process_until_cleared(subset):
    assert normalize("CHF").concept_id == CONGESTIVE_HF
    ConceptSynonym.objects.create(concept_id=HEART_FAILURE, concept_synonym_name="pump failure")
    assert normalize("pump failure") is None  # cached index
    norm.clear_cache()
    assert normalize("pump failure").concept_id == HEART_FAILURE


def test_it_lists_target_terms_for_a_phrase_matcher(subset):
    terms = target_terms()
    assert ("CHF", CONGESTIVE_HF, "Condition") in terms
    # a combination product is matched as itself, never as one of its ingredients (which it 'Maps to')
    assert ("Zosyn", 2000002001, "Drug") in terms
    assert ("Zosyn", PIPERACILLIN, "Drug") not in terms and ("Zosyn", TAZOBACTAM, "Drug") not in terms
    assert ("piperacillin", PIPERACILLIN, "Drug") in terms
    assert not any(normalize_term(term) == "as" for term, _, _ in terms)  # aortic stenosis's "AS"
    assert terms == sorted(terms, key=lambda r: (r[0].casefold(), r[0], r[1]))
    drugs = target_terms(domains=["Drug"])
    assert drugs and {domain for _, _, domain in drugs} == {"Drug"}


def test_it_returns_related_concepts_for_graph_traversal(subset):
    relations = related_concepts([CONGESTIVE_HF, HEART_FAILURE, 35207668])
    found = {(r.concept_id, r.relationship_id, r.related_concept_id) for r in relations}
    assert (CONGESTIVE_HF, "Is a", HEART_FAILURE) in found
    assert (HEART_FAILURE, "Subsumes", CONGESTIVE_HF) in found
    assert (35207668, "Maps to", 320128) in found
    assert related_concepts([CONGESTIVE_HF], relationships=["Subsumes"]) == []
