#!/usr/bin/env python3
"""Build arbiter's corpus of published orthodox chess problems from Popeye.

Issue 21 asks for a corpus of published problems whose complete solution
sets are asserted.  The problems come from the example input files that ship
with Popeye (the open-source chess problem solver by Thomas Maeder and
others, repository thomas-maeder/popeye); their solution sets are computed
by a Popeye binary built outside this project, so they are independent of
arbiter's own solver.  No Popeye code is copied here: this script only reads
Popeye's input files and parses the text that its binary prints.

Stages (standard library only):

  extract  read BEISPIEL/, EXAMPLES/, TESTS/, REGRESSIONS/ *.inp of a Popeye
           tree, keep the orthodox problems (no condition, no twin, only
           K Q R B N P, no rule-changing option, a stipulation among #n, s#n,
           =n, h#n, h#n.5, h=n, ser-#n, ser-h#n, ser-s#n, with author, a
           source that is not "?" and a year) and write candidates.json
  derive   add a candidate that asks a published problem in one move less
           than published (a problem without solution, marked "derived"),
           or with --longer one move more (several keys: a cooked problem)
  solve    for every candidate write a one-problem input (normalised, in
           English, without protocol) to the run directory, run Popeye on it
           (nice -n 10, a hard timeout), measure its CPU seconds,
           check its diagram against the FEN, parse the complete solution set
           and convert each move to arbiter's coordinates; also runs the
           problem's original text briefly to check that the diagram Popeye
           draws from the original equals the FEN written here
  check    replay every solution line with `arbiter play chess --position FEN`
           (every move must be legal in sequence; help/series lines must end
           in mate or stalemate as the goal asks)
  emit     write the YAML corpus for the problem ids listed in a selection
           file (one id a line, '#' comments allowed)

Rerun, given a Popeye tree with a built `py` binary at POPEYE.  The corpus
was made from commit 122c7d0fed67419c0dd66174195353d133a16d37, exported with
`git archive HEAD` (all files but `spinach`, an executable that the build
does not use and whose blob the mirror lacks) and built with
`nice -n 10 make -f makefile.unx` (gcc):

  S=scripts/popeye_corpus.py
  python3 $S extract --popeye POPEYE --work RUNS
  python3 $S derive  --work RUNS --base karge-stern-1979
  python3 $S derive  --work RUNS --base limbach-szachy-1979
  python3 $S derive  --work RUNS --base armeni-freie-1994 --longer
  python3 $S solve   --popeye POPEYE --work RUNS --timeout 30
  python3 $S check   --arbiter ARBITER --work RUNS
  python3 $S emit    --work RUNS --commit COMMIT \\
      --select scripts/popeye_corpus_selection.txt \\
      --out tests/puzzles/data/published_problems.yaml

RUNS is a scratch directory (the one-problem inputs, Popeye's outputs and the
JSON between the stages land there); ARBITER is an arbiter binary.  solve
runs every candidate (about 45 minutes of CPU, most of it in the problems
that hit the timeout); `--only ID,ID` reruns some.  A problem that does not
finish within the timeout gets no solution set and cannot be selected.
"""

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import time
import unicodedata

# ---------------------------------------------------------------------------
# Popeye's input language (keywords as in its output/plaintext tables)

LANGS = ("french", "german", "english")

BEGIN = {"french": ["DebutProbleme"], "german": ["AnfangProblem"],
         "english": ["beginproblem"]}
PROBLEM_TOKENS = {"french": ["FinProbleme", "asuivre"],
                  "german": ["EndeProblem", "WeiteresProblem"],
                  "english": ["endproblem", "nextproblem"]}
END_TWIN_TOKENS = {"french": ["jumeau", "zeroposition"],
                   "german": ["Zwilling", "NullStellung"],
                   "english": ["twin", "zeroposition"]}
INITIAL_TWIN_TOKENS = {
    "french": ["remarque", "senonce", "auteur", "source", "pieces",
               "condition", "option", "enonce", "protocol", "\n", "titre",
               "LaTeX", "PiecesLaTeX", "prix", "PositionInitialePartie",
               "Forsyth"],
    "german": ["Bemerkung", "sForderung", "Autor", "Quelle", "Steine",
               "Bedingung", "Option", "Forderung", "Protokoll", "\n", "Titel",
               "LaTeX", "LaTeXSteine", "Auszeichnung",
               "PartieAnfangsStellung", "Forsyth"],
    "english": ["remark", "sstipulation", "author", "origin", "pieces",
                "condition", "option", "stipulation", "protocol", "\n",
                "title", "LaTeX", "LaTeXPieces", "award", "InitialGameArray",
                "Forsyth"],
}
KW = ["remark", "sstipulation", "author", "origin", "pieces", "condition",
      "option", "stipulation", "protocol", "sep", "title", "latex",
      "latexpieces", "award", "gamearray", "forsyth"]
OPTIONS = {
    "french": ["Defense", "Apparent", "ApparentSeul", "Variantes", "Trace",
               "Enroute", "SansRB", "Duplex", "SansRN", "Menace",
               "SansMenace", "Essais", "MaxSolutions", "MaxCasesFuites",
               "Search", "MultiSolutions", "NonSymetrique", "NonTrivial",
               "RetiensPieceMatante", "EnPassant", "SansEchiquier",
               "SansVariantesCourtes", "DemiDuplex", "ApresCle",
               "Intelligent", "MaxTemps", "SansRoquer", "Quodlibet",
               "FinApresSolutionsCourtes", "Bip", "SansGrille",
               "AjouteGrille", "RoquesMutuellementExclusifs", "ButEstFin",
               "optionnonpubliee", "CoupsVides", "JusquAuCoup",
               "TrivialEssaiSupprimer", "MatsEn1"],
    "german": ["Widerlegung", "Satzspiel", "WeissBeginnt", "Varianten",
               "Zugnummern", "StartZugnummer", "OhneWk", "Duplex", "OhneSk",
               "Drohung", "OhneDrohung", "Verfuehrung", "MaxLoesungen",
               "MaxFluchtFelder", "Suchen", "MehrereLoesungen",
               "KeineSymmetrie", "NichtTrivial", "HalteMattsetzendenStein",
               "EnPassant", "OhneBrett", "OhneKurzVarianten", "HalbDuplex",
               "NachSchluessel", "Intelligent", "MaxZeit", "KeineRochade",
               "Quodlibet", "StopNachKurzloesungen", "Pieps", "OhneGitter",
               "ZeichneGitter", "RochadenGegenseitigAusschliessend",
               "ZielIstEnde", "nichtpublizierteoption", "NullZuege",
               "BisZugnummer", "TrivialeFehlversucheUnterdruecken",
               "MattsIn1"],
    "english": ["Defence", "SetPlay", "WhiteToPlay", "Variations",
                "MoveNumbers", "StartMoveNumber", "NoWk", "Duplex", "NoBk",
                "Threat", "NoThreat", "Try", "MaxSolutions",
                "MaxFlightsquares", "Search", "MultiSolutions", "NoSymmetry",
                "NonTrivial", "KeepMatingPiece", "EnPassant", "NoBoard",
                "NoShortVariations", "HalfDuplex", "PostKeyPlay",
                "Intelligent", "MaxTime", "NoCastling", "Quodlibet",
                "StopOnShortSolutions", "Beep", "SuppressGrid", "WriteGrid",
                "CastlingMutuallyExclusive", "GoalIsEnd",
                "unpublishedoption", "NullMoves", "UpToMoveNumber",
                "TrivialTriesAvoid", "MatesIn1"],
}
OPT = ["defence", "setplay", "whitetoplay", "variations", "movenumbers",
       "startmovenumber", "nowk", "duplex", "nobk", "threat", "nothreat",
       "try", "maxsolutions", "maxflights", "search", "multisolutions",
       "nosymmetry", "nontrivial", "keepmatingpiece", "enpassant", "noboard",
       "noshortvariations", "halfduplex", "postkeyplay", "intelligent",
       "maxtime", "nocastling", "quodlibet", "stoponshort", "beep",
       "suppressgrid", "writegrid", "mutuallyexclusivecastling",
       "goalisend", "unpublished", "nullmoves", "uptomovenumber",
       "trivialtriesavoid", "matesin1"]
# options that only steer what Popeye searches or prints: the problem stays
# orthodox, and the solving run leaves them out (so that it reports the
# complete set of solutions)
HARMLESS_OPTIONS = {"defence", "variations", "movenumbers", "threat",
                    "nothreat", "try", "noboard", "noshortvariations",
                    "intelligent", "maxtime", "beep", "suppressgrid",
                    "writegrid", "setplay", "postkeyplay", "maxflights",
                    "nontrivial", "maxsolutions", "startmovenumber",
                    "uptomovenumber", "trivialtriesavoid", "search",
                    "multisolutions", "nosymmetry", "stoponshort"}
# options followed by a number (nontrivial: two numbers; beep, intelligent:
# an optional one)
NUMERIC_ARGS = {"defence": 1, "threat": 1, "maxsolutions": 1,
                "maxflights": 1, "maxtime": 1, "startmovenumber": 1,
                "uptomovenumber": 1, "nontrivial": 2}
OPTIONAL_NUMERIC_ARGS = {"beep", "intelligent"}
SQUARE_ARGS = {"enpassant", "nocastling"}

COLOURS = {"french": ["Blanc", "Noir", "Neutre", "TotalInvisible"],
           "german": ["Weiss", "Schwarz", "Neutral", "TotalUnsichtbar"],
           "english": ["White", "Black", "Neutral", "TotalInvisible"]}
# orthodox piece letters -> FEN letters
PIECES = {"french": {"r": "k", "d": "q", "t": "r", "f": "b", "c": "n",
                     "p": "p"},
          "german": {"k": "k", "d": "q", "t": "r", "l": "b", "s": "n",
                     "b": "p"},
          "english": {"k": "k", "q": "q", "r": "r", "b": "b", "s": "n",
                      "p": "p"}}

SPACE = " \t\n\r;,"
TOKENCHARS = set("abcdefghijklmnopqrstuvwxyz0123456789"
                 "ABCDEFGHIJKLMNOPQRSTUVWXYZ#=+-%>!.<()~/&|:[]{}?")
LINESPACE = " \t;.,"

SQUARE_RE = re.compile(r"^(?:[a-h][1-8])+$")
STIP_RE = re.compile(r"^(#|s#|=|h#|h=|ser-#|ser-h#|ser-s#)([1-9][0-9]*)"
                     r"(\.5)?$")


def uniq_index(table, tok):
    """Popeye's GetUniqIndex: case-insensitive abbreviation lookup.
    Returns an index, len(table) when nothing matches, len(table)+1 when the
    abbreviation is ambiguous."""
    t = tok.lower()
    hits = [i for i, k in enumerate(table) if k.lower().startswith(t)]
    if not hits:
        return len(table)
    first = hits[0]
    if len(t) == len(table[first]) or len(hits) == 1:
        return first
    return len(table) + 1


class Reader:
    """Character-level reader imitating Popeye's tokenizer."""

    def __init__(self, text):
        self.s = text
        self.pos = 0          # index of the current ("last") character
        self.tok_start = 0

    def last(self):
        return self.s[self.pos] if self.pos < len(self.s) else ""

    def next_token(self):
        s = self.s
        while self.pos < len(s) and s[self.pos] in SPACE:
            self.pos += 1
        if self.pos >= len(s):
            self.tok_start = self.pos
            return None
        self.tok_start = self.pos
        if s[self.pos] in TOKENCHARS:
            start = self.pos
            while self.pos < len(s) and s[self.pos] in TOKENCHARS:
                self.pos += 1
            return s[start:self.pos]
        # a character Popeye complains about: a token of its own
        self.pos += 1
        return s[self.pos - 1]

    def rest_of_line(self):
        s = self.s
        if self.pos >= len(s) or s[self.pos] in "\r\n":
            return ""
        # Popeye skips the character after the keyword, then line space
        self.pos += 1
        while self.pos < len(s) and s[self.pos] in LINESPACE:
            self.pos += 1
        start = self.pos
        while self.pos < len(s) and s[self.pos] not in "\r\n":
            self.pos += 1
        return s[start:self.pos]


def read_text(path):
    data = open(path, "rb").read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def parse_file(path):
    """Split a Popeye input file into problems.  Each problem is a dict with
    the raw directives; the twin/end token that closes it is recorded."""
    text = read_text(path)
    rd = Reader(text)
    problems = []
    tok = rd.next_token()
    while tok is not None:
        lang = None
        for lg in LANGS:
            if uniq_index(BEGIN[lg], tok) == 0:
                lang = lg
                break
        if lang is None:
            tok = rd.next_token()
            continue
        while True:
            prob, tok = parse_problem(rd, lang, text)
            problems.append(prob)
            if tok is None:
                break
            pt = uniq_index(PROBLEM_TOKENS[lang], tok)
            if pt == 1:          # next problem
                continue
            tok = rd.next_token()  # after the end token
            break
    return problems


def parse_problem(rd, lang, text):
    prob = {"lang": lang, "author": [], "origin": [], "title": [],
            "award": [], "remark": [], "stip": None, "options": [],
            "pieces": [], "errors": [], "conditions": [], "twins": False,
            "other": [], "spans": []}
    start = rd.pos
    tok = rd.next_token()
    table = INITIAL_TWIN_TOKENS[lang]
    while tok is not None:
        idx = uniq_index(table, tok)
        span_start = rd.tok_start
        if idx > len(table):
            prob["errors"].append("ambiguous keyword " + tok)
            tok = rd.next_token()
            continue
        if idx == len(table):
            if uniq_index(PROBLEM_TOKENS[lang], tok) < 2:
                break
            if uniq_index(END_TWIN_TOKENS[lang], tok) < 2:
                prob["twins"] = True
                # skip the twins up to the end of this problem
                while tok is not None and \
                        uniq_index(PROBLEM_TOKENS[lang], tok) >= 2:
                    tok = rd.next_token()
                break
            prob["errors"].append("offending item " + tok)
            tok = rd.next_token()
            continue
        kw = KW[idx]
        if kw in ("author", "origin", "title", "award", "remark"):
            prob[kw].append(rd.rest_of_line().strip())
            tok = rd.next_token()
        elif kw == "protocol":
            rd.rest_of_line()
            prob["spans"].append(("drop", span_start, rd.pos))
            tok = rd.next_token()
            continue
        elif kw == "stipulation":
            tok = rd.next_token()
            prob["stip"] = tok
            tok = rd.next_token()
        elif kw == "option":
            tok = parse_options(rd, lang, prob)
        elif kw == "pieces":
            tok = parse_pieces(rd, lang, prob)
        elif kw == "condition":
            # record the condition's tokens up to the next keyword
            tok = rd.next_token()
            while tok is not None and uniq_index(table, tok) >= len(table) \
                    and uniq_index(PROBLEM_TOKENS[lang], tok) >= 2 \
                    and uniq_index(END_TWIN_TOKENS[lang], tok) >= 2:
                prob["conditions"].append(tok)
                tok = rd.next_token()
            if not prob["conditions"]:
                prob["conditions"].append("?")
        elif kw == "sep":
            tok = rd.next_token()
        else:
            prob["other"].append(kw)
            if kw in ("latex", "latexpieces"):
                rd.rest_of_line()
            tok = rd.next_token()
    end = rd.tok_start if tok is not None else len(text)
    prob["text_span"] = (start, end)
    prob["raw"] = text[start:end]
    # the raw text without the protocol directive(s)
    raw = text[start:end]
    for _, a, b in sorted(prob["spans"], reverse=True):
        raw = raw[:a - start] + raw[b - start:]
    prob["raw_noprot"] = raw
    del prob["spans"]
    return prob, tok


def parse_options(rd, lang, prob):
    table = OPTIONS[lang]
    tok = rd.next_token()
    count = 0
    while tok is not None:
        idx = uniq_index(table, tok)
        if idx >= len(table):
            if idx > len(table):
                prob["errors"].append("ambiguous option " + tok)
            break
        count += 1
        name = OPT[idx]
        args = []
        if name in NUMERIC_ARGS:
            for _ in range(NUMERIC_ARGS[name]):
                args.append(rd.next_token())
            tok = rd.next_token()
        elif name in OPTIONAL_NUMERIC_ARGS:
            tok = rd.next_token()
            if tok is not None and tok.isdigit():
                args.append(tok)
                tok = rd.next_token()
        elif name in SQUARE_ARGS:
            args.append(rd.next_token())
            tok = rd.next_token()
        elif name == "mutuallyexclusivecastling":
            args.append(rd.next_token())
            tok = rd.next_token()
        else:
            tok = rd.next_token()
        prob["options"].append([name] + args)
    if count == 0:
        prob["errors"].append("unrecognised option")
    return tok


def parse_pieces(rd, lang, prob):
    """Orthodox pieces only: anything else is recorded as an error, which
    excludes the problem."""
    ctab = COLOURS[lang]
    ptab = PIECES[lang]
    itab = INITIAL_TWIN_TOKENS[lang]
    tok = rd.next_token()
    colour = None
    while tok is not None:
        cidx = uniq_index(ctab, tok)
        if cidx < len(ctab):
            colour = cidx
            if cidx > 1:
                prob["errors"].append("colour " + tok)
            tok = rd.next_token()
            continue
        if colour is None:
            break
        low = tok.lower()
        if len(low) % 2 == 1 and low[0] in ptab and \
                (len(low) == 1 or SQUARE_RE.match(low[1:])):
            piece = ptab[low[0]]
            squares = low[1:]
            if len(low) == 1:
                squares = rd.next_token()
                if squares is None or not SQUARE_RE.match(squares.lower()):
                    prob["errors"].append("piece without squares " + tok)
                    return squares
                squares = squares.lower()
            for i in range(0, len(squares), 2):
                if colour <= 1:
                    prob["pieces"].append(("wb"[colour], piece,
                                           squares[i:i + 2]))
            tok = rd.next_token()
            continue
        # not an orthodox piece specification: a keyword ends the list,
        # anything else (fairy piece, attribute) makes the problem unusable
        if uniq_index(itab, tok) < len(itab) or \
                uniq_index(PROBLEM_TOKENS[lang], tok) < 2 or \
                uniq_index(END_TWIN_TOKENS[lang], tok) < 2:
            break
        prob["errors"].append("non-orthodox piece token " + tok)
        tok = rd.next_token()
    return tok


# ---------------------------------------------------------------------------
# Selection of orthodox problems and FEN

YEAR_RE = re.compile(r"(?<![0-9A-Za-z])(1[5-9][0-9]{2}|20[0-2][0-9])(?![0-9])")


def find_year(text):
    """The first year-like number of a source, skipping a leading problem
    number ("1933, PK 52, 10/1987" is from 1987)."""
    text = re.sub(r"^\s*[0-9]+[a-z]?\s*,", "", text)
    years = YEAR_RE.findall(text)
    return int(years[0]) if years else None


def name_order(author):
    """'Bakcsi, Gyorgy; Zoltan, Laszlo' (surname first, as in some of
    Popeye's files) -> 'Gyorgy Bakcsi, Laszlo Zoltan'."""
    parts = [p.strip() for p in author.split(";")]
    if len(parts) > 1 and all(p.count(",") == 1 for p in parts):
        return ", ".join(" ".join(reversed([x.strip() for x in
                                            p.split(",")]))
                         for p in parts)
    return author


TEX_ACCENTS = {"'": "\u0301", "`": "\u0300", "^": "\u0302",
               '"': "\u0308", "v": "\u030c", "~": "\u0303",
               "c": "\u0327"}


def detex(text):
    """Popeye's files spell accents the TeX way: T"ungler, Bursa\\'c,
    Kube\\v{c}ka, Lin"s (sz)."""
    text = re.sub(r'(?<=[A-Za-z])"s', "\u00df", text)
    text = re.sub(r'(?<=[A-Za-z])"([aouAOUei])',
                  lambda m: m.group(1) + "\u0308", text)
    text = re.sub(r"\\([v'`^\"~c])\{?([A-Za-z])\}?",
                  lambda m: m.group(2) + TEX_ACCENTS[m.group(1)], text)
    text = re.sub(r"\\[a-zA-Z]+\{([^}]*)\}", r"\1", text)
    text = text.replace("~", " ")
    # an umlaut lost to a question mark in one of the files
    text = text.replace("Erw?hnung", "Erw\u00e4hnung")
    text = re.sub(r"\s+", " ", text).strip()
    return unicodedata.normalize("NFC", text)


def side_to_move(kind):
    return "b" if kind in ("h#", "h=", "ser-h#") else "w"


def make_fen(prob, kind, half):
    board = {}
    for colour, piece, sq in prob["pieces"]:
        board[sq] = piece.upper() if colour == "w" else piece
    rows = []
    for rank in "87654321":
        row, empty = "", 0
        for f in "abcdefgh":
            p = board.get(f + rank)
            if p is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += p
        if empty:
            row += str(empty)
        rows.append(row)
    # Popeye's default: castling is possible where king and rook stand on
    # their original squares, unless the option nocastling forbids it
    forbidden = set()
    ep = "-"
    for opt in prob["options"]:
        if opt[0] == "nocastling":
            sqs = opt[1].lower()
            forbidden |= {sqs[i:i + 2] for i in range(0, len(sqs), 2)}
        if opt[0] == "enpassant":
            sqs = opt[1].lower()
            sqs = [sqs[i:i + 2] for i in range(0, len(sqs), 2)]
            if len(sqs) == 3:
                ep = sqs[1]
            else:
                return None
    rights = ""
    for kchar, ksq, rooks in (("K", "e1", (("K", "h1"), ("Q", "a1"))),
                              ("k", "e8", (("k", "h8"), ("q", "a8")))):
        if board.get(ksq) != kchar or ksq in forbidden:
            continue
        rchar = "R" if kchar == "K" else "r"
        for flag, rsq in rooks:
            if board.get(rsq) == rchar and rsq not in forbidden:
                rights += flag
    stm = side_to_move(kind)
    if half:          # h#n.5: White begins
        stm = "w"
    return "%s %s %s %s 0 1" % ("/".join(rows), stm, rights or "-", ep)


def classify(prob):
    """Returns (reason-for-rejection or None, info dict)."""
    info = {}
    if prob["errors"]:
        return "errors: " + "; ".join(prob["errors"]), info
    if prob["conditions"]:
        return "condition " + " ".join(prob["conditions"]), info
    if prob["twins"]:
        return "twins", info
    if prob["other"]:
        return "other directive " + ",".join(prob["other"]), info
    if not prob["stip"]:
        return "no stipulation", info
    m = STIP_RE.match(prob["stip"].lower())
    if not m:
        return "stipulation " + prob["stip"], info
    kind, n, half = m.group(1), int(m.group(2)), bool(m.group(3))
    if half and kind != "h#":
        return "stipulation " + prob["stip"], info
    for opt in prob["options"]:
        if opt[0] in HARMLESS_OPTIONS:
            continue
        if opt[0] == "enpassant" or opt[0] == "nocastling":
            continue
        return "option " + opt[0], info
    author = detex(", ".join(name_order(a.strip())
                             for a in prob["author"] if a.strip()))
    origin = detex("; ".join(o.strip() for o in prob["origin"]
                             if o.strip()))
    if not author:
        return "no author", info
    if not origin or origin.strip("? ") == "":
        return "no source", info
    year = find_year(origin)
    if year is None:
        return "no year", info
    kings = [(c, p) for c, p, _ in prob["pieces"] if p == "k"]
    if sorted(kings) != [("b", "k"), ("w", "k")]:
        return "kings", info
    squares = [sq for _, _, sq in prob["pieces"]]
    if len(set(squares)) != len(squares):
        return "square given twice", info
    for c, p, sq in prob["pieces"]:
        if p == "p" and sq[1] in "18":
            return "pawn on first or last rank", info
    fen = make_fen(prob, kind, half)
    if fen is None:
        return "en passant option", info
    info.update(kind=kind, n=n, half=half, author=author, origin=origin,
                year=year, fen=fen,
                stipulation="%s%d%s" % (kind, n, ".5" if half else ""))
    return None, info


def slug(text):
    text = unicodedata.normalize("NFKD", text.replace("\u00df", "ss"))
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def cmd_extract(args):
    root = args.popeye
    files = []
    for d in ("BEISPIEL", "EXAMPLES", "TESTS", "REGRESSIONS"):
        p = os.path.join(root, d)
        if os.path.isdir(p):
            files += sorted(os.path.join(d, f) for f in os.listdir(p)
                            if f.endswith(".inp"))
    candidates, rejected = [], {}
    for rel in files:
        for i, prob in enumerate(parse_file(os.path.join(root, rel)), 1):
            reason, info = classify(prob)
            if reason:
                key = reason.split(" ")[0]
                rejected[key] = rejected.get(key, 0) + 1
                continue
            first = re.split(r",| & | und | and | et ", info["author"])[0]
            surname = first.split()[-1]
            if len(surname) <= 2 or surname.endswith("."):
                surname = info["author"].split()[-1]
            surname = slug(surname)
            cand = dict(info)
            cand.update(file=rel, index=i, lang=prob["lang"],
                        options=prob["options"],
                        title=" ".join(prob["title"]).strip(),
                        award=" ".join(prob["award"]).strip(),
                        remark=" ".join(prob["remark"]).strip(),
                        raw=prob["raw_noprot"],
                        base_id="%s-%s-%d" % (surname,
                                             slug(cand_source_word(
                                                 info["origin"])),
                                             info["year"]))
            candidates.append(cand)
    # unique ids
    seen = {}
    for c in candidates:
        seen[c["base_id"]] = seen.get(c["base_id"], 0) + 1
    count = {}
    for c in candidates:
        b = c["base_id"]
        if seen[b] > 1:
            count[b] = count.get(b, 0) + 1
            c["id"] = "%s-%c" % (b, ord("a") + count[b] - 1)
        else:
            c["id"] = b
    os.makedirs(args.work, exist_ok=True)
    with open(os.path.join(args.work, "candidates.json"), "w") as f:
        json.dump(candidates, f, indent=1, ensure_ascii=False)
    print("%d candidates" % len(candidates))
    for k, v in sorted(rejected.items(), key=lambda kv: -kv[1]):
        print("  rejected %-12s %d" % (k, v))
    kinds = {}
    for c in candidates:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    print("  kinds:", kinds)


def cand_source_word(origin):
    """The first word of the source that is not a number: a short name."""
    for w in re.split(r"[\s,]+", origin):
        if re.search(r"[A-Za-z][0-9]", w):     # a problem number: H2021
            continue
        m = re.match(r"^[0-9-]*([a-z]{2,})", slug(w))
        w2 = m.group(1) if m else ""
        if w2 and w2 not in ("die", "the", "nr", "no", "le", "la", "der",
                           "version", "preis", "prize", "hm", "ehr"):
            return w2
    return "source"


# ---------------------------------------------------------------------------
# Running Popeye

def popeye_input(cand):
    """A normalised one-problem input: English keywords, no protocol, only
    the rule options (en passant, no castling)."""
    colour = {"w": [], "b": []}
    letter = {"k": "k", "q": "q", "r": "r", "b": "b", "n": "s", "p": "p"}
    board = cand["fen"].split()[0]
    rank = 8
    for row in board.split("/"):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
                continue
            sq = "abcdefgh"[f] + str(rank)
            colour["w" if ch.isupper() else "b"].append(
                letter[ch.lower()] + sq)
            f += 1
        rank -= 1
    lines = ["beginproblem",
             "author " + cand["author"],
             "origin " + cand["origin"],
             "stipulation " + cand["stipulation"]]
    opts = []
    for opt in cand["options"]:
        if opt[0] in ("enpassant", "nocastling"):
            opts.append(opt[0] + " " + opt[1])
    if opts:
        lines.append("option " + " ".join(opts))
    lines.append("pieces white " + " ".join(colour["w"]))
    lines.append("       black " + " ".join(colour["b"]))
    lines.append("endproblem")
    return "\n".join(lines) + "\n"


def original_input(cand):
    begin = BEGIN[cand["lang"]][0]
    end = PROBLEM_TOKENS[cand["lang"]][0]
    return "%s\n%s\n%s\n" % (begin, cand["raw"].strip("\n"), end)


def run_popeye(py, path, timeout):
    """Runs Popeye on one input file under a hard timeout (its own -maxtime
    is a wall-clock alarm that some solving phases do not heed).  Returns
    stdout (what was printed before a timeout, too), stderr or "TIMEOUT",
    the exit code, Popeye's CPU seconds and the wall seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.time()
    try:
        proc = subprocess.run(["nice", "-n", "10", py, "-regression", path],
                              capture_output=True, timeout=timeout)
        out = proc.stdout.decode("latin-1")
        err = proc.stderr.decode("latin-1")
        rc = proc.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("latin-1")
        err = "TIMEOUT"
        rc = -1
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + \
        (after.ru_stime - before.ru_stime)
    return out, err, rc, cpu, time.time() - t0


DIAGRAM_ROW = re.compile(r"^([1-8])(.{32})\s+\1\s*$")


def diagram_fen(out):
    """The board part of a FEN read from Popeye's diagram (English or
    German/French letters)."""
    rows = {}
    for line in out.splitlines():
        m = DIAGRAM_ROW.match(line)
        if m and m.group(1) not in rows:
            rows[m.group(1)] = m.group(2)
    if len(rows) != 8:
        return None
    result = []
    for rank in "87654321":
        cells = rows[rank]
        row, empty = "", 0
        for f in range(8):
            cell = cells[4 * f:4 * f + 4].strip()
            if cell == ".":
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            black = cell.startswith("-")
            name = cell.lstrip("-").lower()
            row += (name if black else name.upper())
        if empty:
            row += str(empty)
        result.append(row)
    return "/".join(result)


def normalise_board(board, lang):
    """Map a diagram board in Popeye letters of lang to FEN letters."""
    table = PIECES[lang]
    out = ""
    for ch in board:
        if ch.isalpha():
            p = table.get(ch.lower(), "?" + ch)
            out += p.upper() if ch.isupper() else p
        else:
            out += ch
    return out


SQ = r"[a-h][1-8]"
MOVE_RE = re.compile(
    r"^(?P<piece>[KQRBS]?)(?P<from>" + SQ + r")(?P<cap>[-*])(?P<to>" + SQ +
    r")(?:=(?P<promo>[QRBS]))?$")


def convert_move(tok):
    """One Popeye move (English output) -> arbiter coordinates."""
    tok = tok.strip()
    if tok == "0-0":
        return "castle-short"
    if tok == "0-0-0":
        return "castle-long"
    m = MOVE_RE.match(tok)
    if not m:
        raise ValueError("unparsed move " + tok)
    promo = m.group("promo")
    mv = m.group("from") + m.group("to")
    if promo:
        mv += {"Q": "q", "R": "r", "B": "b", "S": "n"}[promo]
    return mv


def fix_castling(mv, white):
    if mv == "castle-short":
        return "e1g1" if white else "e8g8"
    if mv == "castle-long":
        return "e1c1" if white else "e8c8"
    return mv


# a move in Popeye's output: piece, squares, promotion, ep, check marks
MOVE_TOKEN = (r"(?:0-0-0|0-0|[KQRBS]?" + SQ + r"[-*]" + SQ +
              r"(?:=[QRBS])?)")
KEY_LINE = re.compile(r"^\s+1\.(" + MOVE_TOKEN + r")(?: ep\.)?(?: [+#=])?"
                      r" (!|\?)")


def parse_solutions(out, cand):
    """The complete solution set from Popeye's output.
    direct/self/stalemate: list of [key]; help/series: list of full lines."""
    kind = cand["kind"]
    lines = out.splitlines()
    # the part after the diagram and before "solution finished"
    try:
        start = max(i for i, l in enumerate(lines)
                    if l.startswith("+---a---b"))
    except ValueError:
        raise ValueError("no diagram")
    body = []
    finished = False
    for l in lines[start + 1:]:
        if l.strip().startswith("solution finished"):
            finished = True
            break
        body.append(l)
    if not finished:
        raise ValueError("solution not finished")
    for l in body:
        if "time" in l.lower() and "exceeded" in l.lower():
            raise ValueError("time exceeded")
    body = body[1:]   # stipulation / piece count line
    sols = []
    white_first = cand["fen"].split()[1] == "w"
    if kind in ("#", "s#", "="):
        for l in body:
            m = KEY_LINE.match(l)
            if m and m.group(2) == "!":
                sols.append([fix_castling(convert_move(m.group(1)), True)])
            elif l.strip() and not l.startswith(" ") and \
                    not l.strip().startswith("1."):
                raise ValueError("unexpected line: " + l)
        return sols
    # help and series play: one solution per line starting with "1."
    text = "\n".join(body)
    # solutions are separated by blank lines or start at "  1."
    chunks = re.split(r"\n(?=\s+1\.)", "\n" + text)
    for ch in chunks:
        ch = " ".join(ch.split())
        if not ch:
            continue
        if not ch.startswith("1."):
            raise ValueError("unexpected text: " + ch)
        toks = ch.split()
        moves = []
        for t in toks:
            t = re.sub(r"^[0-9]+\.(\.\.)?", "", t)
            if not t or t in ("+", "#", "=", "ep.", "!", "?"):
                continue
            if re.match(r"^" + MOVE_TOKEN + r"$", t):
                moves.append(convert_move(t))
            elif t in ("...",):
                continue
            else:
                raise ValueError("unexpected token %r in %r" % (t, ch))
        sols.append(moves)
    # castling: who moved?  help: sides alternate from the side to move;
    # series: the series side moves n times, then the other side once
    fixed = []
    for moves in sols:
        sides = move_sides(kind, cand["n"], cand["half"], white_first,
                           len(moves))
        fixed.append([fix_castling(mv, w) for mv, w in zip(moves, sides)])
    return fixed


def move_sides(kind, n, half, white_first, count):
    """For each move of a help/series line: does White play it?"""
    if kind.startswith("ser-"):
        # ser-#: White n moves (the last mates); ser-h#: Black n, White
        # mates; ser-s#: White n, Black is forced to mate
        series_white = kind in ("ser-#", "ser-s#")
        return [series_white if i < n else not series_white
                for i in range(count)]
    w = white_first
    out = []
    for _ in range(count):
        out.append(w)
        w = not w
    return out


def cmd_derive(args):
    """Adds a candidate that asks a published problem in one move less
    than its stipulation (for a problem without solution), or with --longer
    one move more (a direct mate then often has several keys: a cook)."""
    path = os.path.join(args.work, "candidates.json")
    cands = json.load(open(path))
    base = [c for c in cands if c["id"] == args.base][0]
    c = dict(base)
    n = base["n"] + 1 if args.longer else base["n"] - 1
    c["n"] = n
    c["stipulation"] = "%s%d%s" % (base["kind"], n, ".5" if base["half"]
                                   else "")
    c["derived"] = "stipulation %s from %s" % (
        "lengthened" if args.longer else "shortened", base["stipulation"])
    c["id"] = "%s-as-%s" % (base["id"], slug(c["stipulation"].replace(
        "#", "mate").replace("=", "stalemate")))
    cands = [x for x in cands if x["id"] != c["id"]] + [c]
    with open(path, "w") as f:
        json.dump(cands, f, indent=1, ensure_ascii=False)
    print("added", c["id"])


def cmd_solve(args):
    py = os.path.join(args.popeye, "py")
    cands = json.load(open(os.path.join(args.work, "candidates.json")))
    results_path = os.path.join(args.work, "results.json")
    results = {}
    if os.path.exists(results_path) and not args.fresh:
        results = json.load(open(results_path))
    only = set(args.only.split(",")) if args.only else None
    for cand in cands:
        cid = cand["id"]
        if only and cid not in only:
            continue
        if cid in results and not only:
            continue
        res = {"id": cid}
        # 1. the original text, briefly: the diagram must equal our FEN
        orig = os.path.join(args.work, cid + ".orig.inp")
        with open(orig, "w", encoding="utf-8") as f:
            f.write(original_input(cand))
        # (Popeye flushes the diagram before it solves: a short timeout
        # suffices)
        out, err, rc, cpu, _ = run_popeye(py, orig, 2)
        board = diagram_fen(out)
        if board is None:
            res["error"] = "original: no diagram"
        else:
            board = normalise_board(board, cand["lang"])
            if board != cand["fen"].split()[0]:
                res["error"] = "original diagram %s != fen %s" % (
                    board, cand["fen"].split()[0])
        # 2. the normalised input: the solution set
        if "error" not in res:
            inp = os.path.join(args.work, cid + ".inp")
            with open(inp, "w", encoding="utf-8") as f:
                f.write(popeye_input(cand))
            out, err, rc, cpu, wall = run_popeye(py, inp, args.timeout)
            with open(os.path.join(args.work, cid + ".out"), "w",
                      encoding="utf-8") as f:
                f.write(out)
            res["cpu"] = round(cpu, 3)
            res["wall"] = round(wall, 3)
            if err.strip():
                res["stderr"] = err.strip()[:500]
            board = diagram_fen(out)
            if board is not None:
                board = normalise_board(board, "english")
            if board != cand["fen"].split()[0]:
                res["error"] = "normalised diagram %s != fen" % board
            else:
                try:
                    res["solutions"] = parse_solutions(out, cand)
                except ValueError as e:
                    res["error"] = str(e)
        results[cid] = res
        print("%-40s %-10s %6s %s" % (cid, cand["stipulation"],
                                      res.get("cpu", "-"),
                                      res.get("error") or
                                      "%d solution(s)" %
                                      len(res["solutions"])), flush=True)
        with open(results_path, "w") as f:
            json.dump(results, f, indent=1)


# ---------------------------------------------------------------------------
# Replaying with arbiter

def arbiter_play(arbiter, fen, moves):
    proc = subprocess.run([arbiter, "play", "chess", "--position", fen,
                           "--format", "json", "--moves", " ".join(moves)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return None, proc.stderr.strip()
    return json.loads(proc.stdout), ""


def arbiter_moves(arbiter, fen):
    proc = subprocess.run([arbiter, "moves", "chess", "--position", fen],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return None
    return proc.stdout.split()


def line_length(cand):
    """Moves in a full help or series solution line."""
    n = cand["n"]
    return {"h#": 2 * n + (1 if cand["half"] else 0), "h=": 2 * n,
            "ser-#": n, "ser-h#": n + 1, "ser-s#": n + 1}[cand["kind"]]


def replay_series(arbiter, cand, line):
    """A series line has one side move several times in a row: replay it
    move by move, handing the move back to the series side (side to move
    flipped, en passant square cleared) while the other side does not
    play."""
    fen = cand["fen"]
    sides = move_sides(cand["kind"], cand["n"], False,
                       fen.split()[1] == "w", len(line))
    state = None
    for i, mv in enumerate(line):
        state, msg = arbiter_play(arbiter, fen, [mv])
        if state is None:
            return None, "move %d: %s" % (i + 1, msg)
        fen = state["position"]
        if i + 1 < len(line):
            parts = fen.split()
            want = "w" if sides[i + 1] else "b"
            if parts[1] != want:
                parts[1] = want
                parts[3] = "-"
                fen = " ".join(parts)
    return state, ""


def cmd_check(args):
    cands = {c["id"]: c for c in
             json.load(open(os.path.join(args.work, "candidates.json")))}
    results = json.load(open(os.path.join(args.work, "results.json")))
    checks = {}
    for cid, res in sorted(results.items()):
        if "solutions" not in res:
            continue
        cand = cands[cid]
        fen = cand["fen"]
        problems = []
        legal = arbiter_moves(args.arbiter, fen)
        if legal is None:
            problems.append("arbiter rejects the position")
        else:
            for line in res["solutions"]:
                if cand["kind"].startswith("ser-"):
                    state, msg = replay_series(args.arbiter, cand, line)
                else:
                    state, msg = arbiter_play(args.arbiter, fen, line)
                if state is None:
                    problems.append("%s: %s" % (" ".join(line), msg))
                    continue
                if cand["kind"] in ("#", "s#", "="):
                    if len(line) != 1:
                        problems.append("a key list of length %d" %
                                        len(line))
                    continue
                if len(line) != line_length(cand):
                    problems.append("%s has %d moves, expected %d" %
                                    (" ".join(line), len(line),
                                     line_length(cand)))
                goal = "checkmate" if cand["kind"].endswith("#") \
                    else "stalemate"
                status = state.get("status", "")
                if goal not in status:
                    problems.append("%s ends with status %s" %
                                    (" ".join(line), status))
        checks[cid] = problems
        print("%-40s %s" % (cid, "ok" if not problems else problems),
              flush=True)
    with open(os.path.join(args.work, "checks.json"), "w") as f:
        json.dump(checks, f, indent=1)


# ---------------------------------------------------------------------------
# YAML

def yaml_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def themes_of(cand, sols):
    themes = []
    direct = cand["kind"] in ("#", "s#", "=")
    keys = [line[0] for line in sols if line]
    if any(k in ("e1g1", "e1c1", "e8g8", "e8c8") and
           cand["fen"].split()[0] and is_king_move(cand["fen"], k)
           for k in keys):
        themes.append("castling-key")
    if any(is_ep(cand["fen"], k) for k in keys):
        themes.append("en-passant-key")
    if direct and len(sols) > 1:
        themes.append("cooked")
    if not sols:
        themes.append("no-solution")
    promos = set(mv[4] for line in sols for mv in line if len(mv) == 5)
    for p in "qrbn":
        if p in promos:
            themes.append("promotion-" + p)
    return themes


def board_of(fen):
    b = {}
    rank = 8
    for row in fen.split()[0].split("/"):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                b["abcdefgh"[f] + str(rank)] = ch
                f += 1
        rank -= 1
    return b


def is_king_move(fen, mv):
    return board_of(fen).get(mv[:2], "").lower() == "k"


def is_ep(fen, mv):
    b = board_of(fen)
    return (b.get(mv[:2], "").lower() == "p" and mv[0] != mv[2]
            and mv[2:4] not in b)


HEADER = """\
# Published orthodox chess problems with their complete solution sets
# (issue 21).
#
# Provenance: the problem data (author, source, year, position, stipulation)
# come from the example input files bundled with Popeye, the open-source chess
# problem solver (repository thomas-maeder/popeye); popeye_input names the
# file and the problem's place in it (counted from 1).  The solutions were
# computed by Popeye itself, built from git commit
# {commit}
# at /work/popeye (`nice -n 10 make -f makefile.unx`, gcc), outside this
# project, run on one problem at a time; its output was converted to arbiter's
# coordinates and every line replayed move by move with
# `arbiter play chess --position FEN` (every move legal; help and series lines
# end in mate or stalemate as asked).  Generated by scripts/popeye_corpus.py
# from the ids in scripts/popeye_corpus_selection.txt; popeye_cpu_seconds is
# Popeye's CPU time for the problem on the (busy, 2-core) machine that made
# this file.
#
# solutions: for #n, s#n and =n one list per key, holding the key only (Popeye
# reports every key that forces the goal in at most n moves; tries, threats
# and variations are left out); for help and series play one list per full
# solution line, all moves of both sides in order (h#n, h=n: Black begins;
# h#n.5: White begins; ser-h#n: n black moves, then White's mate; ser-#n: n
# white moves; ser-s#n: n white moves, then Black's forced mate).  Castling is
# the king's move (e1g1), en passant the pawn's from and to squares,
# promotion appends the piece letter (e7e8n).  FEN castling rights follow
# Popeye: a king and rook on their original squares may castle unless the
# source's nocastling option says otherwise.  A "derived" entry asks a
# published problem in one move less than published, to have a problem
# without solution (Popeye confirms none), or in one move more, to have one
# with several keys (a cook; no orthodox problem in Popeye's files is
# cooked).  note: Popeye's title text
# (distinction, corrected version, dedication).
# themes tag the categories asked for: castling-key, en-passant-key, cooked
# (more than one key), no-solution, promotion-q/r/b/n (a solution promotes to
# it).
"""


def cmd_emit(args):
    cands = {c["id"]: c for c in
             json.load(open(os.path.join(args.work, "candidates.json")))}
    results = json.load(open(os.path.join(args.work, "results.json")))
    checks = json.load(open(os.path.join(args.work, "checks.json")))
    commit = args.commit or "unknown"
    ids = []
    for line in open(args.select):
        line = line.split("#")[0].strip()
        if line:
            ids.append(line)
    out = HEADER.format(commit=commit).rstrip("\n").split("\n")
    out.append("")
    for cid in ids:
        cand = cands[cid]
        res = results[cid]
        derived = cand.get("derived")
        if "solutions" not in res:
            sys.exit("%s has no solutions parsed" % cid)
        if checks.get(cid):
            sys.exit("%s failed the arbiter check: %s" % (cid, checks[cid]))
        sols = res["solutions"]
        themes = themes_of(cand, sols)
        out.append("- id: %s" % cid)
        out.append("  author: %s" % yaml_str(cand["author"]))
        out.append("  source: %s" % yaml_str(cand["origin"]))
        out.append("  year: %d" % cand["year"])
        note = "; ".join(x for x in (detex(cand.get("title", "")),
                                     detex(cand.get("award", "")))
                         if x and "solution" not in x)
        if note:
            # Popeye's title/award text: distinction, version, dedication
            out.append("  note: %s" % yaml_str(note))
        out.append("  stipulation: %s" % yaml_str(cand["stipulation"]))
        if derived:
            out.append("  derived: %s" % yaml_str(derived))
        out.append("  position: %s" % yaml_str(cand["fen"]))
        out.append("  popeye_input: %s" % yaml_str(
            "%s, problem %d" % (cand["file"], cand["index"])))
        out.append("  popeye_cpu_seconds: %s" % res["cpu"])
        out.append("  themes: [%s]" % ", ".join(themes))
        if sols:
            out.append("  solutions:")
            for line in sols:
                out.append("    - [%s]" % ", ".join(line))
        else:
            out.append("  solutions: []")
        out.append("")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print("wrote %d problems to %s" % (len(ids), args.out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("extract")
    p.add_argument("--popeye", required=True)
    p.add_argument("--work", required=True)
    p = sub.add_parser("solve")
    p.add_argument("--popeye", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--timeout", type=int, default=120)
    p.add_argument("--only", default="")
    p.add_argument("--fresh", action="store_true")
    p = sub.add_parser("derive")
    p.add_argument("--work", required=True)
    p.add_argument("--base", required=True)
    p.add_argument("--longer", action="store_true")
    p = sub.add_parser("check")
    p.add_argument("--arbiter", required=True)
    p.add_argument("--work", required=True)
    p = sub.add_parser("emit")
    p.add_argument("--work", required=True)
    p.add_argument("--popeye", default="")
    p.add_argument("--commit", default="")
    p.add_argument("--select", required=True)
    p.add_argument("--out", required=True)
    args = ap.parse_args()
    {"extract": cmd_extract, "derive": cmd_derive, "solve": cmd_solve,
     "check": cmd_check, "emit": cmd_emit}[args.cmd](args)


if __name__ == "__main__":
    main()
