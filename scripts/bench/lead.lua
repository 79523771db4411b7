-- wrk script: POST a realistic ~500-byte lead with a unique, possible US phone on every request.
-- Args: <round> (makes phones unique across rounds).
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
  -- An area code per round and thread: 10 digits stay possible for the US plan.
  area = 200 + (round * 8 + id) % 800
end

local template = '{"name":"Jane Doe","phone":"%s","email":"jane.doe@example.com",' ..
  '"notes":"Interested in a home solar installation; prefers a call in the evening.",' ..
  '"campaign":"spring_sale_2026","utm_source":"facebook","utm_medium":"paid_social",' ..
  '"utm_campaign":"spring-sale-lookalike-audience","budget":"5000-10000","product":"solar panels",' ..
  '"consent":true,"form_id":"9876543210987","ad_id":"23851234567890123",' ..
  '"question":{"roof_type":"tile","owner":true,"monthly_bill_usd":180}}'

function request()
  counter = counter + 1
  local phone = string.format("+1%03d%07d", area, counter)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, string.format(template, phone))
end
