// Query-key factory and hooks for leave; filled by its issue.
export {};
