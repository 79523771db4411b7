-- wrk script: POST a realistic ~500-byte lead on every request: a unique, possible US phone and a
-- unique email, scattered over their whole range as real leads are, not arriving in index order.
-- Args: <round> (keeps phones and emails unique across rounds) [<template file>]: another body, whose
-- {{phone}} and {{email}} get the same unique contacts (scripts/bench/stages/bodies.ts writes one).
local threads = {}
local next_id = 0

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  round = tonumber(args[1] or "0")
  counter = 0
  -- Each round and thread has its own stretch of numbers (contacts.ts: open-loop runs use 500 and up, the filled store 999).
  stream = round * 8 + id
  if args[2] then
    local file = assert(io.open(args[2], "r"))
    body_template = file:read("*a")
    file:close()
  end
end

local template = '{"name":"Jane Doe","phone":"%s","email":"%s","notes":"Interested in a home solar installation; prefers a call in the evening.",' ..
  '"campaign":"spring_sale_2026","utm_source":"facebook","utm_medium":"paid_social",' ..
  '"utm_campaign":"spring-sale-lookalike-audience","budget":"5000-10000","product":"solar panels",' ..
  '"consent":true,"form_id":"9876543210987","ad_id":"23851234567890123",' ..
  '"question":{"roof_type":"tile","owner":true}}'

-- The n-th lead's phone and email, as scripts/bench/contacts.ts computes them. Both are one-to-one
-- in n, and consecutive n land far apart: the area code changes with every n, and the email reads
-- n's digits backwards. Area 999 is left to the visibility probe.
function contact(n)
  local phone = string.format("+1%03d%07d", 200 + n % 799, (math.floor(n / 799) * 7919) % 10000000)
  local email = "lead" .. string.reverse(string.format("%010d", n)) .. "@example.com"
  return phone, email
end

function request()
  counter = counter + 1
  local phone, email = contact(stream * 1000000 + counter)
  if body_template then
    local body = body_template:gsub("{{phone}}", phone):gsub("{{email}}", email)
    return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
  end
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, string.format(template, phone, email))
end
