// Query-key factory and hooks for messages; filled by its issue.
export {};
