-- The catalogue's "BUM" was the JavaScript runtime Bun, misspelt: people who picked it have Bun.
UPDATE "users" SET "skills" = array_replace("skills", 'BUM', 'BUN') WHERE 'BUM' = ANY("skills");
