// International Skat Server records, the engine's second entry (`src/engine/iss`): parse a
// record line, replay it through the engine, and write a finished deal as one.
// One record per line, e.g. `(;GM[Skat]...ID[541932]...MV[w <32 cards> 1 18 0 y ...]R[d:2 loss v:-54 ...] ;)`.
// Moves are pairs `<actor> <move>`: actor `w` (the server: the deal, the skat shown to the
// declarer, LE/TI endings) or a seat 0..2. Seat moves: a bid value, `y` hold, `p` pass,
// `s` pick up the skat, a declaration `G`/`CHS`/`NO.HA.HQ` (game letter, then H hand,
// S Schneider, Z Schwarz, O Ouvert, optional `.`-separated discards or Ouvert cards), a
// separate discard move `D9.DQ`, a card `HT`, `SC` show cards (lay open), `RE` resign.
// ISS counts `RE` per player: once both defenders have resigned the declarer takes the rest;
// the declarer's `RE` loses the game.
// Extensions written by this engine (docs/iss-records.md): in MV, for rules ISS does not play,
// `KO` Kontra, `RK` Re, `GA`/`GD` accept/decline a Grand Hand offer, `T` in a declaration for a
// tip; headers ISS readers skip: `RU[...]` the rule options that are on, `MO[...]` the deal
// mode, `CN[...]` the concession moves with their place in MV, `EN[...]` how a conceded deal
// ended (what its closing `RE` moves stand for).
export { ISS_RULES, parseIssRecord, parseIssResult, type IssGameFields, type IssMove, type IssRecord, type IssReplayOutput, type IssResult } from './record';
export { compareWithIss, outputOf, replayIssLine, replayIssRecord } from './replay';
export { writeIssRecord } from './write';
