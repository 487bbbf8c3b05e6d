// Query-key factory and hooks for people; filled by its issue.
export {};
