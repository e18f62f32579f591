-- Two brands of one company may not share a name, whatever the letter case: the next migration lays down the
-- unique index. Brands that already do keep their names in the order they were made; each later one gets the
-- first free "Name (2)", "Name (3)", … so nothing is lost and the index can be built.
DO $$
DECLARE
  duplicate record;
  candidate text;
  suffix integer;
BEGIN
  FOR duplicate IN
    SELECT id, company_id, name FROM (
      SELECT id, company_id, name,
        row_number() OVER (PARTITION BY company_id, lower(name) ORDER BY created_at, id) AS position
      FROM brands
    ) AS ranked
    WHERE position > 1
  LOOP
    suffix := 2;
    LOOP
      candidate := duplicate.name || ' (' || suffix || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM brands WHERE company_id = duplicate.company_id AND lower(name) = lower(candidate)
      );
      suffix := suffix + 1;
    END LOOP;
    UPDATE brands SET name = candidate WHERE id = duplicate.id;
  END LOOP;
END
$$;
