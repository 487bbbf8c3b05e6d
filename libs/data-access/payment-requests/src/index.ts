// Query-key factory and hooks for payment-requests; filled by its issue.
export {};
