-- Chat message ids now come from chat_message_ids, taken once the posting statement holds its channel's row.
-- Ids of the earlier scheme (made by the instances from the time) are large: the sequence starts after them.
SELECT setval('chat_message_ids', greatest((SELECT max("id") FROM "chat_messages"), 1));
