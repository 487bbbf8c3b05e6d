// Query-key factory and hooks for loans; filled by its issue.
export {};
