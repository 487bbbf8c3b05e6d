-- Reserved for its issue; replace with that issue's statements.
SELECT 1;
