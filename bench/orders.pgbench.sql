-- pgbench script: the insert transaction POST /api/orders runs (api/src/orders/orders.service.ts, create):
-- the order, its line and its first status-history entry, in one transaction, with the same columns
-- and RETURNING clauses TypeORM sends. {{...}} are filled in by bench/lib/api.mjs from the menu item the
-- API benchmark orders (the same item, price and totals), so both sides write the same rows.
BEGIN;
INSERT INTO orders (public_code, user_id, order_type, table_number, customer_name, phone, delivery_address, session_id, special_instructions, language, status, subtotal, service_fee, delivery_fee, total, idempotency_key)
  VALUES (upper(substr(md5(random()::text), 1, 10)), NULL, 'pickup', NULL, 'Bench Diner', '+994501234567', NULL, NULL, '', 'en', 'pending', {{SUBTOTAL}}, {{SERVICE_FEE}}, {{DELIVERY_FEE}}, {{TOTAL}}, 'pgbench-' || md5(random()::text))
  RETURNING id, special_instructions, language, status, created_at, updated_at \gset order_
INSERT INTO order_items (order_id, menu_item_id, name, unit_price, quantity, customizations, line_total)
  VALUES (:order_id, {{ITEM_ID}}, '{{ITEM_NAME}}'::jsonb, {{UNIT_PRICE}}, 1, '{{CUSTOMIZATIONS}}'::jsonb, {{UNIT_PRICE}})
  RETURNING id, customizations;
INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_by_role, note)
  VALUES (:order_id, NULL, 'pending', NULL, NULL, NULL)
  RETURNING id, created_at;
END;
