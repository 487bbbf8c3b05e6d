// Query-key factory and hooks for settings; filled by its issue.
export {};
