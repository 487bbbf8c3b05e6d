-- What the planner knows of a stock item's health (OUT, LOW or HEALTHY: the case expression of stockHealthSql in
-- modules/inventory/inventory.resources.ts, which this must match): without it, a filter on one health is guessed at
-- 0.5% of the items whatever it is, so a page of the healthy majority, newest first, sorted every item instead of
-- walking the created_at index and stopping after the page (EXPLAIN, 5,005 items: 2.7 -> 0.2 ms).
CREATE STATISTICS "stock_items_health_stats" ON ((case when "available_stock" <= 0 then 'OUT' when "available_stock" <= "reorder_level" then 'LOW' else 'HEALTHY' end)) FROM "stock_items";
--> statement-breakpoint
-- Gathered now rather than at the next automatic analyse (a sample of the table: quick at any size).
ANALYZE "stock_items";
