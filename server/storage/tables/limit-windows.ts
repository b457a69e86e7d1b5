/** One fixed window's count of a limit's key (0017): server/limits/database-limit-counts.ts. */
export interface LimitWindowsTable {
  limit_windows: {
    /** `<window ms>:<limit name>:<key>`. */
    key: string;
    count: number;
    /** When the window ends (ms since the epoch); the next event after it starts a new one. */
    ends_at: number;
  };
}
