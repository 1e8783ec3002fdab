// The match's score sheet in its own column. The snapshot (state) is rewritten on every move,
// and the sheet, a row per finished deal, made that write grow with the match; the sheet
// itself changes only when a deal ends. Loading a table puts it back into the state.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SheetColumn1764800000000 implements MigrationInterface {
  name = 'SheetColumn1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ADD COLUMN sheet json`);
    await q.query(
      `UPDATE game_tables SET sheet = (state::jsonb -> 'sheet')::json, state = (state::jsonb - 'sheet')::json
        WHERE state IS NOT NULL AND state::jsonb ? 'sheet'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE game_tables SET state = (state::jsonb || jsonb_build_object('sheet', sheet::jsonb))::json
        WHERE state IS NOT NULL AND sheet IS NOT NULL`,
    );
    await q.query(`ALTER TABLE game_tables DROP COLUMN sheet`);
  }
}
