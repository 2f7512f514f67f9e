// The few sql.js APIs the offline demo uses (sql.js ships no types; @types/sql.js would pull a second
// @types/node into the web app).
declare module "sql.js" {
  export type SqlValue = number | string | Uint8Array | null;
  export type BindValue = SqlValue | bigint | boolean;

  export interface Statement {
    bind(values?: readonly BindValue[]): boolean;
    step(): boolean;
    getAsObject(): Record<string, SqlValue>;
    getColumnNames(): string[];
    free(): boolean;
  }

  export interface Database {
    prepare(sql: string): Statement;
    run(sql: string): Database;
    exec(sql: string): { columns: string[]; values: SqlValue[][] }[];
    getRowsModified(): number;
    export(): Uint8Array;
    close(): void;
  }

  export interface SqlJsStatic {
    Database: new (data?: ArrayLike<number> | null) => Database;
  }

  export type SqlJsConfig = { locateFile?: (file: string) => string; wasmBinary?: ArrayBuffer | Uint8Array };

  export default function initSqlJs(config?: SqlJsConfig): Promise<SqlJsStatic>;
}
