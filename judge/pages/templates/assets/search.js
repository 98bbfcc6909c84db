/* In-browser search over the Core Rules and the FAQ answers, no server needed.
 * Each version's clauses and FAQ answers arrive as a script (index-<version>.js) calling
 * judgeSearch.register. The query comes from the page address (?q=recall&v=2026-07-16, or
 * the same after #), so a search result can be linked and opened from file://.
 *
 * As `judge search` does: question words and stop words (the page's list, the same as the
 * command's) are set aside; a word no entry uses is read as the nearest word one does (one
 * pair of letters swapped, or one or two letters off) and the page says so; the section a
 * heading names comes first ("what is a showdown": 341 Showdowns, then 342, 343, ...). Then
 * BM25 over word prefixes, with a boost when a query word opens the clause, a larger one for
 * the clause that defines the query ("A Recall is ..."), and a FAQ question that holds
 * every word of the query ranks above the clauses. Card names (assets/cards.js, the same in
 * every version) are found by their name only: a card whose name holds every word of the
 * query ranks first, as its name is what was asked.
 */
(function () {
  "use strict";
  var indexes = {};
  var pending = null;
  var stopWords = {};

  function tokens(text) {
    return text.toLowerCase().replace(/[\u2019']/g, "'").match(/[a-z0-9]+(?:['.][a-z0-9]+)*/g) || [];
  }

  function singular(word) {
    if (word.length > 4 && /ies$/.test(word)) { return word.slice(0, -3) + "y"; }
    if (word.length > 3 && /s$/.test(word) && !/ss$/.test(word)) { return word.slice(0, -1); }
    return word;
  }

  function prepare(data) {
    var docs = data.entries.map(function (entry) {
      var heading = entry[2] || "";
      var parts = heading.toLowerCase().split(/\s*,\s*|\s+and\s+|\s*&\s*/)
        .map(function (part) { return tokens(part).map(singular).join(" "); });
      return {
        rule: entry[0], text: entry[1], words: tokens(entry[1]),
        heading: heading ? tokens(heading).map(singular).join(" ") : "", section: heading ? parts : []
      };
    });
    (data.faq || []).forEach(function (entry) {
      docs.push({
        faq: true, question: entry[0], text: entry[1], href: entry[2],
        questionWords: tokens(entry[0]), words: tokens(entry[0] + " " + entry[1]),
        heading: "", section: []
      });
    });
    (window.judgeCards || []).forEach(function (card) {
      docs.push({
        card: true, question: card[0], text: card[1] + ". " + card[2], href: card[3],
        questionWords: tokens(card[0]), words: tokens(card[0]), heading: "", section: []
      });
    });
    var vocabulary = {};
    docs.forEach(function (doc) {
      doc.words.forEach(function (word) {
        if (/^[a-z]+$/.test(word)) { vocabulary[word] = (vocabulary[word] || 0) + 1; }
      });
    });
    var total = docs.reduce(function (sum, doc) { return sum + doc.words.length; }, 0);
    return { docs: docs, vocabulary: vocabulary, averageLength: total / Math.max(docs.length, 1) };
  }

  function used(index, term) {
    return index.docs.some(function (doc) {
      return doc.words.some(function (word) { return word.indexOf(term) === 0; });
    });
  }

  /* Optimal string alignment distance: edits, a swap of two neighbours counting as one. */
  function distance(a, b) {
    var rows = [];
    for (var i = 0; i <= a.length; i++) {
      rows.push([i]);
      for (var j = 1; j <= b.length; j++) {
        if (i === 0) { rows[0].push(j); continue; }
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          best = Math.min(best, rows[i - 2][j - 2] + 1);
        }
        rows[i].push(best);
      }
    }
    return rows[a.length][b.length];
  }

  /* Whether b is a with one pair of neighbouring letters swapped ("reacll", "recall"). */
  function swapped(a, b) {
    if (a.length !== b.length) { return false; }
    for (var i = 0; i < a.length - 1; i++) {
      if (a[i] !== b[i]) {
        return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
      }
    }
    return false;
  }

  /* The word a typo most likely meant, or null: a swapped pair from three letters on, one
   * letter off from four (two from seven); shorter words are never corrected. */
  function corrected(index, term) {
    if (term.length < 3 || !/^[a-z]+$/.test(term)) { return null; }
    var allowed = term.length < 7 ? 1 : 2;
    var best = null;
    var bestDistance = allowed + 1;
    Object.keys(index.vocabulary).forEach(function (word) {
      if (Math.abs(word.length - term.length) > allowed) { return; }
      if (term.length < 4 && !swapped(term, word)) { return; }
      var d = distance(term, word);
      if (d < bestDistance || (d === bestDistance && best !== null &&
          index.vocabulary[word] > index.vocabulary[best])) {
        best = word;
        bestDistance = d;
      }
    });
    return best;
  }

  function read(index, query) {
    var words = tokens(query);
    var content = words.filter(function (word) { return !stopWords[word]; });
    if (!content.length) { content = words; }
    var corrections = [];
    var terms = content.map(function (term) {
      if (used(index, term)) { return term; }
      var near = corrected(index, term);
      if (near) { corrections.push([term, near]); }
      return near || term;
    });
    var kept = terms.filter(function (term) { return !stopWords[term]; });  /* "teh" */
    return { terms: kept.length ? kept : terms, corrections: corrections };
  }

  function definition(terms) {
    var phrase = terms.join(" ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp("^(?:(?:a|an|the)\\s+)?" + phrase + "s?\\s+(?:is|are|means)\\b");
  }

  function rank(index, query) {
    var reading = read(index, query);
    var terms = reading.terms;
    var hits = [];
    var number = query.trim().replace(/\.$/, "");
    if (/^\d{3}(?:\.[0-9a-z]+)*$/.test(number)) {
      hits = index.docs.filter(function (doc) {
        return !doc.faq && !doc.card && (doc.rule === number || doc.rule.indexOf(number + ".") === 0);
      }).map(function (doc) { return { doc: doc, score: 1 }; });
      return { hits: hits, corrections: [] };
    }
    if (!terms.length) { return { hits: hits, corrections: reading.corrections }; }
    var named = terms.length <= 3 ? terms.map(singular).join(" ") : null;
    var defines = definition(terms);
    var counts = terms.map(function (term) {
      return index.docs.filter(function (doc) {
        return doc.words.some(function (word) { return word.indexOf(term) === 0; });
      }).length;
    });
    index.docs.forEach(function (doc, position) {
      var score = 0;
      var matched = 0;
      var inQuestion = 0;
      terms.forEach(function (term, i) {
        var frequency = 0;
        var opening = false;
        doc.words.forEach(function (word, at) {
          if (word.indexOf(term) === 0) {
            frequency += 1;
            opening = opening || at < 3;
          }
        });
        if (!frequency) { return; }
        matched += 1;
        if ((doc.faq || doc.card) && doc.questionWords.some(function (word) { return word.indexOf(term) === 0; })) {
          inQuestion += 1;
        }
        var idf = Math.log(1 + (index.docs.length - counts[i] + 0.5) / (counts[i] + 0.5));
        var norm = 1 - 0.75 + 0.75 * doc.words.length / index.averageLength;
        score += idf * frequency * 2.2 / (frequency + 1.2 * norm) * (opening ? 2 : 1);
      });
      var whole = named !== null && doc.heading === named;  /* "Showdowns" */
      var section = whole || (named !== null && doc.section.indexOf(named) !== -1);
      if (matched < terms.length && !section) { return; }
      if (doc.card) {
        if (inQuestion < terms.length) { return; }
        score = score * 3 + 40 + (doc.words.length === terms.length ? 20 : 0);
      }
      if (!doc.faq && !doc.card && defines.test(doc.text.toLowerCase())) { score = score * 3 + 10; }
      if (doc.faq && inQuestion === terms.length) { score = score * 3 + 30; }
      if (section) { score = (whole ? 2e6 : 1e6) - position; }  /* the section, in order */
      hits.push({ doc: doc, score: score });
    });
    hits.sort(function (a, b) { return b.score - a.score; });
    return { hits: hits, corrections: reading.corrections };
  }

  function href(root, version, rule) {
    return root + "rules/" + version + "/" + rule.split(".")[0] + ".html#" + rule;
  }

  function show(form, version, query) {
    var list = document.getElementById("results");
    var status = document.getElementById("status");
    var found = rank(indexes[version], query);
    var hits = found.hits.slice(0, 50);
    list.textContent = "";
    hits.forEach(function (hit) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      var text = document.createElement("span");
      if (hit.doc.faq || hit.doc.card) {
        link.href = form.dataset.root + hit.doc.href;
        link.className = hit.doc.faq ? "hit faq" : "hit card";
        link.textContent = (hit.doc.faq ? "FAQ: " : "Card: ") + hit.doc.question;
        text.textContent = " " + hit.doc.text;
      } else {
        link.href = href(form.dataset.root, version, hit.doc.rule);
        link.className = "hit";
        link.dataset.rule = hit.doc.rule;
        link.textContent = hit.doc.rule;
        text.textContent = " " + hit.doc.text;
      }
      item.appendChild(link);
      item.appendChild(text);
      list.appendChild(item);
    });
    var read = found.corrections.map(function (pair) {
      return "\u201c" + pair[0] + "\u201d as \u201c" + pair[1] + "\u201d";
    });
    status.textContent = (read.length ? "Read " + read.join(", ") + ". " : "") +
      hits.length + (hits.length === 1 ? " result" : " results") +
      " for \u201c" + query + "\u201d in " + version;
    document.body.dataset.searched = "yes";
  }

  function load(form, files, version, then) {
    if (indexes[version]) { then(); return; }
    pending = then;
    var script = document.createElement("script");
    script.src = form.dataset.root + files[version];
    document.head.appendChild(script);
  }

  function start() {
    var form = document.getElementById("search-form");
    if (!form) { return; }
    var raw = window.location.search || window.location.hash.replace(/^#/, "?");
    var params = new URLSearchParams(raw);
    var query = params.get("q") || "";
    var files = JSON.parse(document.getElementById("search-indexes").textContent);
    JSON.parse(document.getElementById("search-stop-words").textContent).forEach(function (word) {
      stopWords[word] = true;
    });
    var version = params.get("v") || form.dataset.defaultVersion;
    if (!files[version]) { version = form.dataset.defaultVersion; }
    form.elements.q.value = query;
    form.elements.v.value = version;
    if (query.trim()) { load(form, files, version, function () { show(form, version, query); }); }
  }

  window.judgeSearch = {
    register: function (data) {
      indexes[data.version] = prepare(data);
      if (pending) { var then = pending; pending = null; then(); }
    },
    rank: function (version, query) { return rank(indexes[version], query).hits; }
  };
  document.addEventListener("DOMContentLoaded", start);
}());
