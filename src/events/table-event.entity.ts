import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One entry of a table's append-only log; `(table_id, seq)` is the primary key. */
@Entity('table_events')
export class TableEventEntity {
  @PrimaryColumn('uuid', { name: 'table_id' }) tableId: string;
  @PrimaryColumn('integer') seq: number;
  @Column('text') type: string;
  /** Unredacted (engine event or service event); never sent as is. */
  @Column('jsonb') payload: object;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
