-- wrk script for Scripts/load.sh: each request goes out as one of the sessions listed in the
-- file named after `--` (one per line: cookie, path, and for events the form body), taken in
-- turn, so the load is spread over every session. Prints one RESULT line at the end.

local sessions = {}
local next_session = 0

function init(args)
  for line in io.lines(args[1]) do
    local cookie, path, body = line:match("^(%S+) (%S+) ?(.*)$")
    if cookie then
      table.insert(sessions, { cookie = cookie, path = path, body = body })
    end
  end
  if #sessions == 0 then
    error("no sessions in " .. tostring(args[1]))
  end
end

function request()
  next_session = next_session % #sessions + 1
  local session = sessions[next_session]
  local headers = { ["Cookie"] = "mosaic-session=" .. session.cookie }
  if session.body ~= "" then
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    return wrk.format("POST", session.path, headers, session.body)
  end
  return wrk.format("GET", session.path, headers)
end

function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format("RESULT %.0f %.0f %.0f %d %d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
    errors, summary.requests))
end
