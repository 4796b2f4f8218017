"""The replay page's inline style and script (no library, nothing fetched)."""

from __future__ import annotations

from typing import Final

__all__ = ["SCRIPT", "STYLE"]

STYLE: Final = """
body { font-family: sans-serif; margin: 1em 2em; color: #222; }
h1 { font-size: 1.3em; }
nav { display: flex; gap: .5em; align-items: center; flex-wrap: wrap; }
#step { min-width: 7em; text-align: center; font-variant-numeric: tabular-nums; }
#caption { font-family: monospace; min-height: 1.4em; }
#board svg { max-width: 100%; height: auto; }
pre { font-size: 12px; }
"""

SCRIPT: Final = """
"use strict";
const data = JSON.parse(document.getElementById("replay-data").textContent);
const board = document.getElementById("board");
const caption = document.getElementById("caption");
const counter = document.getElementById("step");
const slider = document.getElementById("slider");
const chooser = document.getElementById("view");
let view = data.views[0];
let step = 0;
function last() { return data.frames[view].length - 1; }
function show() {
  const [picture, text] = data.frames[view][step];
  board.innerHTML = data.pictures[picture].map((line) => data.lines[line]).join("\\n");
  caption.textContent = text;
  counter.textContent = "step " + step + " / " + last();
  slider.max = last();
  slider.value = step;
  document.body.dataset.step = step;
  document.body.dataset.view = view;
}
function go(target) {
  step = Math.max(0, Math.min(last(), target));
  show();
  const place = "#step=" + step + (view === data.views[0] ? "" : "&seat=" + view);
  if (location.hash !== place) history.replaceState(null, "", place);
}
function fromAddress() {
  const asked = new URLSearchParams(location.hash.slice(1));
  const seat = asked.get("seat");
  if (seat !== null && data.views.includes(seat)) { view = seat; chooser.value = seat; }
  const wanted = Number.parseInt(asked.get("step") || "0", 10);
  go(Number.isFinite(wanted) ? wanted : 0);
}
window.addEventListener("hashchange", fromAddress);
document.getElementById("first").onclick = () => go(0);
document.getElementById("prev").onclick = () => go(step - 1);
document.getElementById("next").onclick = () => go(step + 1);
document.getElementById("last").onclick = () => go(last());
slider.oninput = () => go(Number(slider.value));
chooser.onchange = () => { view = chooser.value; go(step); };
document.addEventListener("keydown", (event) => {
  const moves = {ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last()};
  if (event.key in moves) { go(moves[event.key]); event.preventDefault(); }
});
fromAddress();
"""
