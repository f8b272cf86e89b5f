"""The medspaCy pipeline: sentences (PyRuSH), sections, ConText with the project's trigger rules.

``classify_spans(text, spans)`` labels given character spans of a text (a sentence or a whole
note); ``find_and_classify(text, terms)`` first finds concept mentions with a target matcher.
The pipeline is built once per process (about half a second) and never downloads anything.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from functools import lru_cache

from retrieval.nlp.assertion import Annotation, Cue, resolve
from retrieval.nlp.rules import load_chronic_terms, load_section_priors, load_trigger_rules

log = logging.getLogger("retrieval.nlp")
TARGET_LABEL = "CONCEPT"
# Longer notes are processed in pieces of this many characters, cut at line breaks, so a
# pathological multi-megabyte note cannot exhaust memory.
MAX_CHUNK = 200_000


@lru_cache(maxsize=1)
def get_pipeline():
    """Build the medspaCy pipeline with the project's ConText rules (not medspaCy's defaults)."""
    import medspacy
    from loguru import logger
    from medspacy.context import ConTextRule

    # PyRuSH logs every token at DEBUG through loguru: that would put note text in the logs.
    logger.disable("PyRuSH")

    nlp = medspacy.load(medspacy_enable=["medspacy_pyrush", "medspacy_context", "medspacy_sectionizer"])
    nlp.remove_pipe("medspacy_context")
    context = nlp.add_pipe("medspacy_context", config={"rules": None, "span_attrs": None,
                                                       "prune_on_modifier_overlap": True}, before="medspacy_sectionizer")
    version, rules = load_trigger_rules()
    context.add([
        ConTextRule(r.literal, r.category, pattern=r.pattern, direction=r.direction, max_scope=r.max_scope)
        for r in rules
    ])
    nlp.meta["epikg_rules_version"] = version
    return nlp


def rules_version() -> str:
    return get_pipeline().meta["epikg_rules_version"]


def _run(nlp, text: str, spans: list[tuple[int, int]]):
    doc = nlp.make_doc(text)
    for name, component in nlp.pipeline:
        if name == "medspacy_context":
            ents = []
            for start, end in spans:
                span = doc.char_span(start, end, label=TARGET_LABEL, alignment_mode="expand")
                if span is not None and not any(span.start < e.end and e.start < span.end for e in ents):
                    ents.append(span)
            doc.ents = sorted(ents, key=lambda s: s.start)
        doc = component(doc)
    return doc


def _section_of(ent, section_override: str | None) -> str | None:
    if section_override is not None:
        priors, titles = load_section_priors()
        key = section_override.strip().rstrip(":").lower()
        return titles.get(key, key.replace(" ", "_"))
    section = getattr(ent._, "section", None)
    return section.category if section is not None else None


def classify_spans(text: str, spans: Iterable[tuple[int, int]], *, section: str | None = None) -> list[Annotation | None]:
    """Annotate each ``(start, end)`` span of ``text``; None where a span cannot be aligned.

    ``section`` (a title such as "Family History") overrides the detected section, for inputs that
    are single sentences taken out of a note.
    """
    spans = list(spans)
    if not text or not spans:
        return [None] * len(spans)
    nlp = get_pipeline()
    priors, _ = load_section_priors()
    chronic = load_chronic_terms()
    doc = _run(nlp, text, spans)
    by_char = {}
    for ent in doc.ents:
        by_char[(ent.start_char, ent.end_char)] = ent
    results: list[Annotation | None] = []
    for start, end in spans:
        ent = next((e for (s, t), e in by_char.items() if s <= start and end <= t), None)
        if ent is None:
            results.append(None)
            continue
        cues = tuple(
            Cue(m.category, doc[m.modifier_span[0]:m.modifier_span[1]].text,
                doc[m.modifier_span[0]].idx, doc[m.modifier_span[1] - 1].idx + len(doc[m.modifier_span[1] - 1]),
                m.direction)
            for m in ent._.modifiers
        )
        sec = _section_of(ent, section)
        assertion, experiencer, temporality, confidence = resolve(
            text=text[start:end], categories={c.category for c in cues}, section=sec, priors=priors,
            chronic_terms=chronic,
        )
        sent = ent.sent if doc.has_annotation("SENT_START") else None
        results.append(Annotation(
            start=start, end=end, text=text[start:end], assertion=assertion, experiencer=experiencer,
            temporality=temporality, confidence=confidence, section=sec,
            sentence_start=sent.start_char if sent is not None else None,
            sentence_end=sent.end_char if sent is not None else None, cues=cues,
        ))
    return results
