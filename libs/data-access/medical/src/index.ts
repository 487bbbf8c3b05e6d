// Query-key factory and hooks for medical; filled by its issue.
export {};
