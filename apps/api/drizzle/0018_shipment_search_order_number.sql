-- The shipments list's text search finds a parcel by its marketplace order number too (docs/orders.md).
UPDATE "shipments" SET "search_text" = "search_text" || ' ' || lower("order_number") WHERE "order_number" <> '';
