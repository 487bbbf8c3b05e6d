// Query-key factory and hooks for schedule; filled by its issue.
export {};
