// The pages of `dinorules serve`: the lobby and a game's page.
// Everything shown is written with textContent, except the board: the game's own SVG,
// escaped by its renderer. The server decides every rule; this script only asks.
"use strict";

async function api(method, path, body) {
  const init = {method: method, headers: {}};
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  let data;
  try {
    data = await response.json();
  } catch (error) {
    data = {error: "the server's answer was not JSON (" + response.status + ")"};
  }
  if (!response.ok) {
    throw new Error(data.error || response.statusText);
  }
  return data;
}

function make(tag, text, attributes) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
  return node;
}

function showError(error) {
  const box = document.getElementById("error");
  box.textContent = error ? String(error.message || error) : "";
}

// ---- the lobby -------------------------------------------------------------------

const AGENT_LABELS = {human: "a person here", random: "random", greedy: "greedy", mcts: "MCTS"};

function lobby() {
  let catalogue = null;
  const gameChoice = document.getElementById("game");
  const optionsBox = document.getElementById("options");
  const seatsBox = document.getElementById("seats");

  function current() {
    return catalogue.games.find((g) => g.name === gameChoice.value);
  }

  function optionInput(option) {
    const id = "option-" + option.name;
    const label = make("label", option.name + " ", {title: option.help});
    let input;
    if (option.choices) {
      input = make("select", null, {id: id});
      option.choices.forEach((choice, n) => {
        const item = make("option", typeof choice === "string" ? choice : JSON.stringify(choice));
        item.value = String(n);
        if (JSON.stringify(choice) === JSON.stringify(option.default)) item.selected = true;
        input.append(item);
      });
    } else if (typeof option.default === "number") {
      input = make("input", null, {id: id, type: "number", value: String(option.default)});
    } else {
      const shown = typeof option.default === "string" ? option.default : JSON.stringify(option.default);
      input = make("input", null, {id: id, type: "text", value: shown});
    }
    input.dataset.option = option.name;
    label.append(input);
    if (option.name === "players") input.addEventListener("change", drawSeats);
    return label;
  }

  function optionValue(option) {
    const input = document.getElementById("option-" + option.name);
    if (option.choices) return option.choices[Number(input.value)];
    if (typeof option.default === "number") return Number(input.value);
    try {
      return JSON.parse(input.value);
    } catch (error) {
      return input.value;
    }
  }

  function chosenOptions() {
    const chosen = {};
    for (const option of current().options) {
      const value = optionValue(option);
      if (JSON.stringify(value) !== JSON.stringify(option.default)) chosen[option.name] = value;
    }
    return chosen;
  }

  function players() {
    const game = current();
    const option = game.options.find((o) => o.name === "players");
    return option ? Number(optionValue(option)) : game.min_players;
  }

  function drawSeats() {
    const kept = Array.from(seatsBox.querySelectorAll("select")).map((s) => s.value);
    seatsBox.replaceChildren();
    for (let seat = 0; seat < players(); seat += 1) {
      const row = make("div", null, {class: "seat"});
      const choice = make("select", null, {id: "seat-" + seat, "aria-label": "seat " + seat});
      for (const agent of catalogue.agents) {
        const item = make("option", AGENT_LABELS[agent] || agent);
        item.value = agent;
        choice.append(item);
      }
      choice.value = kept[seat] || (seat === 0 ? "human" : "random");
      const budget = make("input", null, {
        id: "budget-" + seat, type: "number", min: "1", value: "200",
        "aria-label": "MCTS iterations for seat " + seat,
      });
      const iterations = make("label", " iterations ", {class: "budget"});
      iterations.append(budget);
      iterations.hidden = choice.value !== "mcts";
      choice.addEventListener("change", () => { iterations.hidden = choice.value !== "mcts"; });
      row.append(make("span", "seat " + seat + ": "), choice, iterations);
      seatsBox.append(row);
    }
  }

  function seats() {
    const chosen = [];
    for (let seat = 0; seat < players(); seat += 1) {
      const agent = document.getElementById("seat-" + seat).value;
      const budget = document.getElementById("budget-" + seat).value;
      chosen.push(agent === "mcts" ? "mcts:" + budget : agent);
    }
    return chosen;
  }

  function drawOptions() {
    optionsBox.replaceChildren(...current().options.map(optionInput));
    drawSeats();
  }

  async function begin(body) {
    showError(null);
    try {
      const made = await api("POST", "/api/games", body);
      window.location.assign(made.url);
    } catch (error) {
      showError(error);
    }
  }

  document.getElementById("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    const seedText = document.getElementById("seed").value;
    begin({
      game: current().name,
      options: chosenOptions(),
      seed: seedText === "" ? null : Number(seedText),
      seats: seats(),
      spectator: document.getElementById("spectator").checked,
    });
  });

  const file = document.getElementById("replay-file");
  let replayText = null;
  file.addEventListener("change", async () => {
    replayText = file.files.length ? await file.files[0].text() : null;
    try {
      const saved = JSON.parse(replayText);
      if (catalogue.games.some((g) => g.name === saved.game)) {
        gameChoice.value = saved.game;
        drawOptions();
        const count = (saved.options || {}).players;
        const input = document.getElementById("option-players");
        const option = current().options.find((o) => o.name === "players");
        if (count !== undefined && input && option && option.choices) {
          input.value = String(option.choices.indexOf(count));
          drawSeats();
        }
      }
    } catch (error) {
      // the server says what is wrong with the file when it is sent
    }
  });
  document.getElementById("resume-game").addEventListener("submit", (event) => {
    event.preventDefault();
    if (replayText === null) {
      showError("choose a replay file first");
      return;
    }
    begin({replay: replayText, seats: seats(), spectator: document.getElementById("spectator").checked});
  });

  api("GET", "/api/catalogue").then((data) => {
    catalogue = data;
    for (const game of data.games) {
      const item = make("option", game.title);
      item.value = game.name;
      gameChoice.append(item);
    }
    gameChoice.addEventListener("change", drawOptions);
    drawOptions();
    document.body.dataset.ready = "yes";
  }, showError);
}

// ---- a game's page ---------------------------------------------------------------

function play() {
  const id = window.location.pathname.split("/").pop();
  const base = "/api/games/" + encodeURIComponent(id);
  const board = document.getElementById("board");
  const actionsBox = document.getElementById("actions");
  const curtain = document.getElementById("curtain");
  const table = document.getElementById("table");
  let shown = null;   // the last view drawn
  let who = null;     // the seat whose view this page shows, or "all"
  let revealed = false;
  let busy = false;
  let timer = null;
  document.getElementById("save").href = base + "/replay";

  function humans(view) {
    return view.seats.filter((s) => s.human).map((s) => s.seat);
  }

  function hotSeat(view) {
    return !view.spectator && humans(view).length > 1;
  }

  function describeStatus(view) {
    if (view.over) {
      const winners = view.winners.length ? "winners: seat " + view.winners.join(", seat ") : "no winner";
      let verdict = "";
      if (who !== "all") verdict = view.winners.includes(Number(who)) ? " (you win)" : " (you lose)";
      return "Game over after " + view.step + " moves; " + winners + verdict;
    }
    if (view.to_move === null) return "step " + view.step;
    const mover = view.seats[view.to_move];
    if (mover.human && String(view.to_move) === who) return "Your turn (seat " + view.to_move + "), step " + view.step;
    return "seat " + view.to_move + " (" + (mover.human ? "a person" : mover.by) + ") to move, step " + view.step;
  }

  function drawThinking(view) {
    const box = document.getElementById("thinking");
    clearInterval(timer);
    if (!view.thinking) {
      box.hidden = true;
      return;
    }
    const started = Date.now() - view.thinking.seconds * 1000;
    const say = () => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      document.getElementById("thinking-text").textContent =
        "seat " + view.thinking.seat + " (" + view.thinking.agent + ") is thinking... " + seconds + " s";
    };
    say();
    timer = setInterval(say, 250);
    box.hidden = false;
  }

  function drawActions(view, only) {
    actionsBox.replaceChildren();
    view.actions.forEach((action, index) => {
      if (only && !action.picks.some((p) => only.has(p))) return;
      const button = make("button", action.text, {type: "button", class: "action"});
      button.dataset.index = String(index);
      button.addEventListener("click", () => act({index: index}));
      actionsBox.append(button);
    });
    document.getElementById("typed").hidden = view.actions.length === 0;
    const picked = document.getElementById("picked");
    picked.hidden = !only;
    if (only) {
      const names = Array.from(only).map((p) => view.picks[p]).join(", ");
      document.getElementById("picked-text").textContent = "actions for " + names + ": ";
    }
  }

  function drawBoard(view) {
    board.innerHTML = view.svg;  // the game's SVG picture, escaped by its renderer
    const used = new Set(view.actions.flatMap((a) => a.picks));
    for (const node of board.querySelectorAll("[data-pick]")) {
      if (used.has(view.picks.indexOf(node.dataset.pick))) node.classList.add("pickable");
    }
  }

  function drawLog(view) {
    const log = document.getElementById("log");
    log.replaceChildren(...view.log.map((entry) => make("li", entry.text, {value: String(entry.step)})));
    log.start = view.log.length ? view.log[0].step : 1;
    log.scrollTop = log.scrollHeight;  // the latest move in sight
  }

  function needsCurtain(view) {
    if (!hotSeat(view) || view.over) return false;
    const next = view.to_move;
    return next !== null && view.seats[next].human && (String(next) !== who || !revealed);
  }

  function draw(view) {
    shown = view;
    document.body.dataset.step = String(view.step);
    document.body.dataset.version = String(view.version);
    document.body.dataset.over = view.over ? "yes" : "no";
    document.body.dataset.toMove = view.to_move === null ? "" : String(view.to_move);
    document.body.dataset.view = who;
    document.getElementById("status").textContent = describeStatus(view);
    document.getElementById("seats-line").textContent = view.seats
      .map((s) => "seat " + s.seat + ": " + (s.human ? "a person" : s.by)).join(", ");
    document.getElementById("undo").disabled = !view.can_undo;
    if (view.problem) showError(view.problem);
    drawThinking(view);
    if (needsCurtain(view)) {
      table.hidden = true;
      board.replaceChildren();
      actionsBox.replaceChildren();
      curtain.hidden = false;
      document.getElementById("curtain-text").textContent =
        "Seat " + view.to_move + "'s turn: pass the screen to seat " + view.to_move + ".";
      document.body.dataset.curtain = "yes";
      return;
    }
    curtain.hidden = true;
    document.body.dataset.curtain = "no";
    table.hidden = false;
    drawBoard(view);
    drawActions(view, null);
    drawLog(view);
  }

  async function load(wait) {
    const query = "?as=" + encodeURIComponent(who) + (wait && shown ? "&version=" + shown.version : "");
    return api("GET", base + "/view" + query);
  }

  async function act(choice) {
    if (busy || !shown) return;
    busy = true;
    showError(null);
    try {
      const body = Object.assign({seat: shown.to_move, step: shown.step, view: who}, choice);
      const view = await api("POST", base + "/act", body);
      if (view.version >= shown.version) draw(view);  // a rival's later move may be shown already
    } catch (error) {
      showError(error);
    } finally {
      busy = false;
    }
  }

  async function watch() {
    for (;;) {
      const seat = who;
      try {
        const view = await load(true);
        if (seat === who && (!shown || view.version > shown.version)) draw(view);
      } catch (error) {
        showError("lost the server: " + error.message);
        await new Promise((resolve) => { setTimeout(resolve, 2000); });
      }
    }
  }

  board.addEventListener("click", (event) => {
    if (!shown || shown.actions.length === 0) return;
    const found = new Set();
    for (const node of document.elementsFromPoint(event.clientX, event.clientY)) {
      const target = node.closest("[data-pick]");
      if (target && board.contains(target)) found.add(shown.picks.indexOf(target.dataset.pick));
    }
    found.delete(-1);
    const matching = shown.actions.map((a, i) => [a, i]).filter(([a]) => a.picks.some((p) => found.has(p)));
    if (matching.length === 1) {
      act({index: matching[0][1]});
    } else if (matching.length > 1) {
      drawActions(shown, found);
    }
  });
  document.getElementById("show-all").addEventListener("click", () => drawActions(shown, null));
  document.getElementById("typed").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = document.getElementById("action-text");
    act({text: input.value}).then(() => { input.value = ""; });
  });
  document.getElementById("undo").addEventListener("click", async () => {
    showError(null);
    try {
      draw(await api("POST", base + "/undo", {view: who}));
    } catch (error) {
      showError(error);
    }
  });
  document.getElementById("reveal").addEventListener("click", async () => {
    if (!shown || shown.to_move === null) return;
    who = String(shown.to_move);
    revealed = true;
    try {
      draw(await load(false));
    } catch (error) {
      showError(error);
    }
  });
  document.getElementById("view").addEventListener("change", async (event) => {
    who = event.target.value;
    try {
      draw(await load(false));
    } catch (error) {
      showError(error);
    }
  });

  const facts = JSON.parse(document.getElementById("game-facts").textContent);
  const people = facts.seats.map((by, seat) => [by, seat]).filter(([by]) => by === "human").map(([, s]) => s);
  if (facts.spectator) {
    who = "all";
    const chooser = document.getElementById("view");
    chooser.append(make("option", "everything", {value: "all"}));
    facts.seats.forEach((by, seat) => chooser.append(make("option", "seat " + seat + " (" + by + ")", {value: String(seat)})));
    document.getElementById("view-choice").hidden = false;
  } else {
    who = String(people[0]);
    revealed = people.length === 1;
  }
  load(false).then((view) => { draw(view); watch(); }, showError);
}

if (document.body.dataset.page === "lobby") lobby();
if (document.body.dataset.page === "play") play();
