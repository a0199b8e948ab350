/** One step of the schema's history: an id that sorts in application order, and a script per engine. */
export interface Migration {
  /** Sorts in application order: NNNN_name. */
  id: string;
  sqlite: string;
  postgres: string;
}
