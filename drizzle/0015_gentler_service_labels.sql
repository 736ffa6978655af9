-- Gentler names for two services (issue #24): "Heavy-condition cleaning" is now "Catch-up cleaning"
-- and "Filthy cleaning" "Full reset cleaning"; the slugs stay. Only names that are still the old
-- defaults change, so a name staff chose in the price table is kept.
UPDATE "settings" SET "price_table" = jsonb_set("price_table", '{services}', (
  SELECT jsonb_agg(
    CASE
      WHEN entry.service->>'slug' = 'heavy-condition-cleaning' AND entry.service->>'name' = 'Heavy-condition cleaning' THEN jsonb_set(entry.service, '{name}', '"Catch-up cleaning"')
      WHEN entry.service->>'slug' = 'filthy-cleaning' AND entry.service->>'name' = 'Filthy cleaning' THEN jsonb_set(entry.service, '{name}', '"Full reset cleaning"')
      ELSE entry.service
    END ORDER BY entry.position)
  FROM jsonb_array_elements("price_table"->'services') WITH ORDINALITY AS entry(service, position)
))
WHERE jsonb_typeof("price_table"->'services') = 'array' AND jsonb_array_length("price_table"->'services') > 0;
--> statement-breakpoint
-- Orders keep the quote they were booked with; its service name is what their pages and mails print.
UPDATE "orders" SET "quote" = jsonb_set("quote", '{service,name}', '"Catch-up cleaning"')
WHERE "service_slug" = 'heavy-condition-cleaning' AND "quote"->'service'->>'name' = 'Heavy-condition cleaning';
--> statement-breakpoint
UPDATE "orders" SET "quote" = jsonb_set("quote", '{service,name}', '"Full reset cleaning"')
WHERE "service_slug" = 'filthy-cleaning' AND "quote"->'service'->>'name' = 'Filthy cleaning';
