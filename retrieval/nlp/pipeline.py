"""The medspaCy pipeline: sentences (PyRuSH), sections, ConText with the project's trigger rules.

``classify_spans(text, spans)`` labels given character spans of a text (a sentence or a whole
note); ``find_and_classify(text, terms)`` first finds concept mentions with a target matcher.
The pipeline is built once per process (about half a second) and never downloads anything.
"""

from __future__ import annotations

import logging
import re
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from spacy.tokens import Span

from retrieval.nlp.assertion import Annotation, Cue, resolve
from retrieval.nlp.compact import DEGREE_WORDS, compact
from retrieval.nlp.rules import (load_abbreviations, load_chronic_terms, load_section_headers, load_section_priors,
                                 load_site_rules, load_trigger_rules)

log = logging.getLogger("retrieval.nlp")
# ConText keeps a second matcher for token-pattern rules; ours are all phrase literals, so spaCy
# warns on every call that it is empty.
EMPTY_MATCHER_WARNING = r"\[W036\] The component 'matcher' does not have any patterns"
TARGET_LABEL = "CONCEPT"
# Longer notes are processed in pieces of this many characters, cut at line breaks, so a
# pathological multi-megabyte note cannot exhaust memory.
MAX_CHUNK = 200_000


def _register_sectionizer() -> None:
    """``epikg_sectionizer``: medspaCy's sectionizer, except that a title matched without its colon
    counts only when it is alone on its line."""
    from medspacy.section_detection import Sectionizer
    from medspacy.section_detection.util import is_end_line, is_start_line
    from spacy.language import Language

    if Language.has_factory("epikg_sectionizer"):
        return

    class LineTitleSectionizer(Sectionizer):
        def filter_start_lines(self, doc, matches):
            return [m for m in matches if doc[m[2] - 1].text == ":"
                    or (is_start_line(m[1], doc, self.newline_pattern)
                        and is_end_line(m[2] - 1, doc, self.newline_pattern))]

    Language.factory("epikg_sectionizer", func=LineTitleSectionizer)


@lru_cache(maxsize=1)
def get_pipeline():
    """Build the medspaCy pipeline with the project's ConText rules (not medspaCy's defaults)."""
    import medspacy
    from loguru import logger
    from medspacy.context import ConTextRule

    # PyRuSH (if another component loads it) logs every token at DEBUG through loguru: that
    # would put note text in the logs.
    logger.disable("PyRuSH")

    import retrieval.nlp.sentences  # noqa: F401  (registers the epikg_sentences component)

    # PyRuSH is medspaCy's default splitter; it builds a debug string per token, too slow for
    # whole charts, so the clinical splitter in sentences.py takes its place.
    nlp = medspacy.load(medspacy_enable=["medspacy_context", "medspacy_sectionizer"])
    _register_sectionizer()
    nlp.add_pipe("epikg_sentences", first=True)
    nlp.remove_pipe("medspacy_context")
    context = nlp.add_pipe("medspacy_context", config={"rules": None, "span_attrs": None,
                                                       "prune_on_modifier_overlap": True}, before="medspacy_sectionizer")
    _space_tolerant_sections(nlp)
    version, rules = load_trigger_rules()
    context.add([
        ConTextRule(r.literal, r.category, pattern=r.pattern, direction=r.direction, max_scope=r.max_scope)
        for r in rules
    ])
    nlp.meta["epikg_rules_version"] = version
    return nlp


def _space_tolerant_sections(nlp) -> None:
    """The project's section titles (``sections.json`` "headers", which win over a default of the
    same words) and medspaCy's defaults, each
    word allowed to be followed by extra whitespace ("FAMILY  HISTORY:", "Past Medical\nHistory:"),
    matched case-insensitively. A title matches anywhere with its colon ("... CLINICAL HISTORY: ..."),
    and without it only alone on its line ("CHIEF COMPLAINT" over the complaint): a bare "allergies"
    or "consult" inside a sentence starts no section."""
    from medspacy.section_detection import SectionRule

    default = nlp.get_pipe("medspacy_sectionizer")
    # the project's titles first: where both name the same title, the project's category wins
    # (medspaCy files "INDICATION:" under labs_and_studies; it is the reason for the study)
    titles = [(literal, category, None, False) for literal, category in load_section_headers()]
    titles += [(rule.literal, rule.category, rule.parents, rule.parent_required) for rule in default.rules]
    rules, seen = [], set()
    for literal, category, parents, parent_required in titles:
        words = [t.lower_ for t in nlp.make_doc(literal) if not t.is_space]
        while words and words[-1] == ":":
            words.pop()
        if not words or tuple(words) in seen:
            continue
        seen.add(tuple(words))
        pattern = []
        for word in words:
            pattern += [{"LOWER": word}, {"IS_SPACE": True, "OP": "*"}]
        for form in (pattern + [{"LOWER": ":"}], pattern[:-1]):
            rules.append(SectionRule(literal, category, pattern=form, parents=parents, parent_required=parent_required))
    nlp.remove_pipe("medspacy_sectionizer")
    # require_start_line: the sectionizer then calls filter_start_lines, which keeps a bare title
    # only on its own line
    nlp.add_pipe("epikg_sectionizer", name="medspacy_sectionizer",
                 config={"rules": None, "require_start_line": True}).add(rules)


def rules_version() -> str:
    return get_pipeline().meta["epikg_rules_version"]


def assertion_version() -> str:
    """A digest of the assertion classifier's code and every rule file (trigger rules, sections,
    chronic terms): what labels a mention gets depends on nothing else. Read from the files, so
    asking does not load spaCy."""
    from epikg_core.versions import files_digest
    from retrieval.nlp.rules import RULES_DIR

    from retrieval.nlp.compact import lookups_version

    return files_digest(modules=("retrieval.nlp.pipeline", "retrieval.nlp.assertion", "retrieval.nlp.sentences",
                                 "retrieval.nlp.rules", "retrieval.nlp.compact"),
                        files=tuple(sorted(RULES_DIR.glob("*.json"))), extra=lookups_version())


WINDOW_TOKENS = 250


def _run(nlp, text: str, spans: list[tuple[int, int]]):
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=EMPTY_MATCHER_WARNING)
        return _run_pipeline(nlp, text, spans)


def _run_pipeline(nlp, text: str, spans: list[tuple[int, int]]):
    """Run the pipeline with ``spans`` as targets.

    Returns (doc, targets): per input span, the target span in ``doc`` and the ConText modifiers
    found for it, or None when it overlaps an earlier span or cannot be aligned. ConText compares
    every modifier with every target, so it runs on windows of whole sentences (its scopes never
    cross a sentence), which keeps a long note linear instead of quadratic.
    """
    doc = nlp.make_doc(text)
    context = None
    for name, component in nlp.pipeline:
        if name == "medspacy_context":
            context = component
            continue
        doc = component(doc)
    chosen, taken = [], set()
    for start, end in spans:
        span = doc.char_span(start, end, label=TARGET_LABEL, alignment_mode="expand")
        if span is None or any(i in taken for i in range(span.start, span.end)):
            chosen.append(None)
            continue
        taken.update(range(span.start, span.end))
        chosen.append(span)
    modifiers: dict[tuple[int, int], list] = {}
    window_start, window_targets = None, []

    def flush(window_end: int) -> None:
        if window_start is None or not window_targets:
            return
        # the window's words without whitespace tokens: "family  history of" is one trigger
        sub, index = compact(doc, window_start, window_end)
        at = {original: k for k, original in enumerate(index)}
        ents = []
        for t in sorted(window_targets, key=lambda t: t.start):
            words = [at[i] for i in range(t.start, t.end) if i in at]
            if words:
                ents.append(Span(sub, words[0], words[-1] + 1, label=TARGET_LABEL))
        sub.ents = ents
        sub = context(sub)
        for ent, target in zip(sub.ents, sorted(window_targets, key=lambda t: t.start)):
            modifiers[(target.start, target.end)] = [(m, index) for m in ent._.modifiers]

    sentences = list(doc.sents)
    sentence_of = [0] * len(doc)
    for index, sent in enumerate(sentences):
        for i in range(sent.start, sent.end):
            sentence_of[i] = index
    by_sentence: dict[int, list] = {}
    for span in chosen:
        if span is not None:
            by_sentence.setdefault(sentences[sentence_of[span.start]].start, []).append(span)
    for sent in sentences:
        if window_start is not None and sent.end - window_start > WINDOW_TOKENS:
            flush(sent.start)
            window_start, window_targets = None, []
        if window_start is None:
            window_start = sent.start
        window_targets.extend(by_sentence.get(sent.start, []))
    flush(len(doc))
    return doc, [None if s is None else (s, modifiers.get((s.start, s.end), []), sentences[sentence_of[s.start]])
                 for s in chosen]


def _section_at(doc, token_index: int) -> str | None:
    for section in reversed(doc._.sections):
        if section.section_span[0] <= token_index:
            return section.category
    return None


def _section_title(section_override: str) -> str:
    priors, titles = load_section_priors()
    key = section_override.strip().rstrip(":").lower()
    return titles.get(key, key.replace(" ", "_"))


#: after a confirmation, the thing it confirms named in its own words ("confirmed by CT as X")
_CONFIRMS_ANOTHER = re.compile(r"[^.;]{0,40}?\b(?:as|to be)\b", re.IGNORECASE)


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
    doc, targets = _run(nlp, text, spans)
    override = _section_title(section) if section is not None else None
    results: list[Annotation | None] = []
    for (start, end), target in zip(spans, targets):
        if target is None:
            results.append(None)
            continue
        ent, found, sent = target
        cues = []
        for m, index in found:
            first, last = doc[index[m.modifier_span[0]]], doc[index[m.modifier_span[1] - 1]]
            if m.category == "WEAK_HEDGE" and start <= first.idx and last.idx + len(last) <= end:
                continue  # an "or" inside the mention names it ("liver or gallbladder US")
            if m.category == "CONFIRMED" and first.idx >= end and _CONFIRMS_ANOTHER.match(text, last.idx + len(last)):
                continue  # "pneumonia vs atelectasis, confirmed by CT as atelectasis" confirms what follows "as"
            cues.append(Cue(m.category, text[first.idx:last.idx + len(last)], first.idx, last.idx + len(last),
                            m.direction))
        cues = tuple(cues)
        sec = override or _section_at(doc, ent.start)
        assertion, experiencer, temporality, confidence = resolve(
            text=text[start:end], categories={c.category for c in cues}, section=sec, priors=priors,
            chronic_terms=chronic,
        )
        results.append(Annotation(
            start=start, end=end, text=text[start:end], assertion=assertion, experiencer=experiencer,
            temporality=temporality, confidence=confidence, section=sec,
            sentence_start=sent.start_char if sent is not None else None,
            sentence_end=sent.end_char if sent is not None else None, cues=cues,
        ))
    return results


@dataclass(frozen=True)
class Term:
    """A surface form to look for, and the concept it names."""

    text: str
    concept_id: int
    domain: str = ""


@dataclass(frozen=True)
class ConceptMention:
    concept_id: int
    domain: str
    annotation: Annotation


def _unit_after_number(doc, start: int, end: int) -> bool:
    """A short lower-case single token right after a number is a unit ("40 mg", "2 g"), not an
    abbreviation of a concept ("Mg 1.8" stays magnesium)."""
    token = doc[start]
    return (end - start == 1 and start > 0 and doc[start - 1].like_num and len(token.text) <= 3
            and token.text.islower())


#: words a drug name is hyphenated with that do not make a combination product ("Lasix-induced")
_NOT_A_PARTNER = frozenset("""induced related associated resistant sensitive naive free allergic allergy
dependent refractory responsive containing based like type level levels drip gtt challenge treated eluting
coated intolerant intolerance exposed""".split())


def _in_combination(text: str, start: int, end: int, term: Term) -> bool:
    """A drug named as one part of a combination product ("sacubitril-valsartan",
    "hydrocodone/acetaminophen"): a drug term joined by "-" or "/" to another word of four letters
    or more (the product is neither of its parts, so neither part is read as the patient's drug)."""
    if term.domain != "Drug":
        return False
    left = re.search(r"([A-Za-z][A-Za-z0-9]{3,})[-/]$", text[max(0, start - 40):start])
    right = re.match(r"[-/]([A-Za-z][A-Za-z0-9]{3,})", text[end:end + 40])
    return any(m is not None and m.group(1).lower() not in _NOT_A_PARTNER for m in (left, right))


class TermMatcher:
    """Whole-token phrase matching of vocabulary terms (longest match wins), blind to case, to
    extra whitespace between the words and to inflection (``retrieval.nlp.compact``): "pleural
    effusions", "Pleural  Effusion" and "pleural\neffusion" all name the term "pleural effusion".
    Offsets point into the text as given. An ambiguous abbreviation (``rules/abbreviations.json``)
    is dropped where its context gives it another sense: "SpO2 97% on RA" is room air, not
    rheumatoid arthritis. A general finding named with its body site (``rules/site_terms.json``:
    "head bleed", "bleeding into his brain", "a clot in her lungs") is the specific concept."""

    def __init__(self, terms: Iterable[Term]):
        from spacy.matcher import PhraseMatcher

        nlp = get_pipeline()
        self.matcher = PhraseMatcher(nlp.vocab, attr="NORM")
        self.abbreviations = load_abbreviations()
        self.by_key: dict[int, Term] = {}
        seen: set[tuple[str, ...]] = set()
        rules = load_site_rules()
        names = {r.specific.casefold() for r in rules} | {g for r in rules for g in r.general} | {
            c.casefold() for a in self.abbreviations.values() for _, c in a.concepts}
        named: dict[str, list[Term]] = {}
        for term in terms:
            if term.text.strip().casefold() in names:
                named.setdefault(term.text.strip().casefold(), []).append(term)
            text = term.text.strip()
            if len(text) < 2:
                continue
            pattern, _ = compact(nlp.make_doc(text), skip=DEGREE_WORDS)
            form = tuple(t.norm_ for t in pattern)
            if not form or form in seen:
                continue  # the first term with a normal form keeps it
            seen.add(form)
            key = f"T{len(self.by_key)}"
            self.by_key[nlp.vocab.strings.add(key)] = term
            self.matcher.add(key, [pattern])
        # the term an abbreviation's other sense names ("SBP" in "first episode of SBP": peritonitis)
        self.senses = {sense: named[c.casefold()][0] for a in self.abbreviations.values() for sense, c in a.concepts
                       if named.get(c.casefold())}
        # general concept id -> [(the specific term, the rule)] for each site rule the vocabulary can name
        self.sites: dict[int, list[tuple[Term, object]]] = {}
        for rule in rules:
            if named.get(rule.specific.casefold()):
                for concept_id in {t.concept_id for g in rule.general for t in named.get(g, ())}:
                    self.sites.setdefault(concept_id, []).append((named[rule.specific.casefold()][0], rule))
        # the rules whose verbs name the finding with its site ("broke her hip"), with their specific term
        self.verbs = [(named[rule.specific.casefold()][0], rule.verb) for rule in rules
                      if rule.verb is not None and named.get(rule.specific.casefold())]

    def _at_site(self, text: str, found: list[tuple[int, int, Term]]) -> list[tuple[int, int, Term]]:
        """Each general finding named with its site made the specific concept, its span the whole
        phrase; a match inside the phrase ("head" of "head bleed") is part of it."""
        out = []
        for begin, finish, term in found:
            for specific, rule in self.sites.get(term.concept_id, ()):
                line_start = text.rfind("\n", 0, begin) + 1
                before = rule.before.search(text[max(line_start, begin - 40):begin])
                after = rule.after.match(text[finish:finish + 60])
                if before or after:
                    begin = begin - len(before.group(0)) if before else begin
                    finish = finish + after.end() if after and "\n" not in after.group(0) else finish
                    term = specific
                    break
            out.append((begin, finish, term))
        for specific, verb in self.verbs:  # "broke her left hip": the verb is no term, the phrase is
            for match in verb.finditer(text):
                begin, finish = match.span()
                if not any(b < finish and begin < f and not (begin <= b and f <= finish and (b, f) != (begin, finish))
                           for b, f, _ in out):
                    out.append((begin, finish, specific))
        spans = [(b, f) for b, f, _ in out]
        return sorted((m for m in out if not any(b <= m[0] and m[1] <= f and (b, f) != (m[0], m[1]) for b, f in spans)),
                      key=lambda m: m[:2])

    def find(self, text: str) -> list[tuple[int, int, Term]]:
        doc = get_pipeline().make_doc(text)
        words, index = compact(doc, skip=DEGREE_WORDS)
        matches = sorted(self.matcher(words), key=lambda m: (m[1], -(m[2] - m[1])))
        found, last_end = [], -1
        for key, start, end in matches:
            if start < last_end:
                continue  # overlapping a longer match that starts earlier or at the same token
            first, last = doc[index[start]], doc[index[end - 1]]
            if _unit_after_number(words, start, end):
                continue  # "40 mg" is a dose, not a magnesium level
            begin, finish = first.idx, last.idx + len(last.text)
            abbreviation = self.abbreviations.get(text[begin:finish].casefold())
            sense = abbreviation.other_sense(text, begin, finish) if abbreviation is not None else None
            if sense is not None and sense not in self.senses:
                last_end = end  # "on RA" is room air: nothing shorter inside it is a mention either
                continue
            found.append((begin, finish, self.senses.get(sense) or self.by_key[key]))
            last_end = end
        found = self._at_site(text, found) if self.sites or self.verbs else found
        return [f for f in found if not _in_combination(text, f[0], f[1], f[2])]


def _chunks(text: str, size: int = MAX_CHUNK) -> Iterable[tuple[int, str]]:
    """Cut very long texts at line breaks into pieces of at most about ``size`` characters."""
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            cut = text.rfind("\n", start + size // 2, end)
            end = cut + 1 if cut > 0 else end
        yield start, text[start:end]
        start = end


def find_and_classify(text: str, matcher: TermMatcher) -> list[ConceptMention]:
    """Find every vocabulary mention in ``text`` and label it. Safe on empty, boilerplate-only and
    multi-megabyte notes (processed in pieces cut at line breaks)."""
    mentions: list[ConceptMention] = []
    if not text or not text.strip():
        return mentions
    for offset, piece in _chunks(text):
        found = matcher.find(piece)
        if not found:
            continue
        annotations = classify_spans(piece, [(s, e) for s, e, _ in found])
        for (start, end, term), annotation in zip(found, annotations):
            if annotation is None:
                continue
            if offset:
                annotation = replace(
                    annotation, start=annotation.start + offset, end=annotation.end + offset,
                    sentence_start=None if annotation.sentence_start is None else annotation.sentence_start + offset,
                    sentence_end=None if annotation.sentence_end is None else annotation.sentence_end + offset,
                    cues=tuple(replace(c, start=c.start + offset, end=c.end + offset) for c in annotation.cues),
                )
            mentions.append(ConceptMention(term.concept_id, term.domain, annotation))
    return mentions
