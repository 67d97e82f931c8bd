#!/usr/bin/env bash
# Load on loopback against a release build of mail-demo, bounded in time: requests/s, median and
# p99 latency for the inbox page and for an event round trip (a settings toggle posted with the
# session's cookie and token, answered by a redirect to the front page) at 50 concurrent sessions,
# next to the plain /health route served by the same server in the same run; then the memory one
# more idle session costs (its inbox drawn once, as a browser would, so the views' kept drawings
# count). Needs wrk (Debian package `wrk`). Exits non-zero on any error.
#
#   Scripts/load.sh                 # SESSIONS=50 DURATION=10 (s per run) IDLE_SESSIONS=500
set -euo pipefail
cd "$(dirname "$0")/.."

SESSIONS="${SESSIONS:-50}"
DURATION="${DURATION:-10}"
IDLE_SESSIONS="${IDLE_SESSIONS:-500}"
THREADS="${THREADS:-2}"

work="$(mktemp -d)"
server_pid=""

fail() {
    echo "load: FAILED: $*" >&2
    exit 1
}

cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        sleep 2
        kill -KILL "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

command -v wrk >/dev/null 2>&1 || fail "wrk is not installed (apt-get install wrk)"

free_port() {
    local port
    for _ in $(seq 1 50); do
        port=$(( 20000 + RANDOM % 40000 ))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return 0
        fi
    done
    return 1
}

echo "== building mail-demo (release)"
swift build -c release --product mail-demo >/dev/null || fail "mail-demo does not build in release"
binary="$(swift build -c release --show-bin-path)/mail-demo"

port="$(free_port)" || fail "no free port found on 127.0.0.1"
base="http://127.0.0.1:$port"
# Every session comes from this machine: its address may hold them all.
"$binary" --port "$port" --data "$work/data" --sessions-per-client 100000 >"$work/stdout" 2>"$work/stderr" &
server_pid=$!
for (( waited = 0; ; waited++ )); do
    if grep -aqF "$base" "$work/stdout" 2>/dev/null; then break; fi
    kill -0 "$server_pid" 2>/dev/null || fail "mail-demo exited before serving"
    [ "$waited" -lt 120 ] || fail "mail-demo printed no address within 120s"
    sleep 1
done

rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$server_pid/status"; }

# new_session N: a fresh browser session; prints "cookie inbox-path" (its jar is $work/jar.N).
new_session() {
    local jar="$work/jar.$1" headers="$work/headers.$1"
    curl -sS --max-time 20 -c "$jar" -D "$headers" -o /dev/null "$base/" || return 1
    local cookie path
    cookie="$(awk '$6 == "mosaic-session" { print $7 }' "$jar")"
    path="$(tr -d '\r' < "$headers" | sed -n 's/^[Ll]ocation: //p' | awk 'NR == 1')"
    [ -n "$cookie" ] && [ -n "$path" ] || return 1
    echo "$cookie $path"
}

# field NAME FILE: the value of the first hidden input NAME in FILE.
field() {
    grep -ao "name=\"$1\" value=\"[^\"]*\"" "$2" | sed 's/.*value="//; s/"$//' | awk 'NR == 1'
}

echo "== $SESSIONS sessions on their inboxes"
: > "$work/inbox.sessions"
for (( i = 0; i < SESSIONS; i++ )); do
    new_session "$i" >> "$work/inbox.sessions" || fail "session $i could not be opened"
done
echo "x /health" > "$work/health.sessions"

# run NAME SESSIONS-FILE: wrk at $SESSIONS connections; prints "NAME rps p50 p99 errors requests".
run() {
    local out
    out="$(timeout $(( DURATION + 30 )) wrk -t "$THREADS" -c "$SESSIONS" -d "${DURATION}s" --timeout 5s \
        -s Scripts/load.lua "$base" -- "$2")" || fail "wrk failed on $1"
    local result
    result="$(echo "$out" | awk '/^RESULT / { print $2, $3, $4, $5, $6 }')"
    [ -n "$result" ] || fail "wrk printed no result for $1: $out"
    echo "$1 $result"
}

health="$(run health "$work/health.sessions")"
inbox="$(run inbox "$work/inbox.sessions")"

echo "== the same sessions open their settings"
: > "$work/event.sessions"
while read -r cookie path; do
    jar="$(grep -l "$cookie" "$work"/jar.* | awk 'NR == 1')"
    curl -sS --max-time 20 -b "$jar" -o "$work/page" "$base$path" || fail "inbox $path unreadable"
    view="$(field mosaic-view "$work/page")"
    token="$(field mosaic-token "$work/page")"
    settings="$(curl -sS --max-time 20 -b "$jar" -o /dev/null -w '%{redirect_url}' \
        --data-urlencode "mosaic-view=$view" --data-urlencode "mosaic-token=$token" \
        --data-urlencode "event=settings" "$base/event")" || fail "settings did not open"
    curl -sS --max-time 20 -b "$jar" -o "$work/page" "$settings" || fail "settings page unreadable"
    view="$(field mosaic-view "$work/page")"
    row="$(field row "$work/page")"
    [ -n "$view" ] && [ -n "$token" ] && [ -n "$row" ] || fail "no switch in the settings page"
    echo "$cookie /event mosaic-view=$view&mosaic-token=$token&event=toggle&row=$row&on=true" >> "$work/event.sessions"
done < "$work/inbox.sessions"
event="$(run event "$work/event.sessions")"

echo "== the same events while one more session follows deep links (two screens each) as fast as it can"
read -r pusher_cookie pusher_path <<< "$(new_session pusher)" || fail "the pushing session could not be opened"
curl -sS --max-time 20 -b "$work/jar.pusher" -o "$work/page" "$base$pusher_path" || fail "the pusher's inbox is unreadable"
pusher_token="$(field mosaic-token "$work/page")"
echo "$pusher_cookie /open mosaic-token=$pusher_token&link=mail%3A%2F%2Finbox%2Fmessage%2F12%2Fattachments" > "$work/push.sessions"
timeout $(( DURATION + 40 )) wrk -t 1 -c 1 -d "$(( DURATION + 4 ))s" --timeout 5s -s Scripts/load.lua "$base" -- "$work/push.sessions" \
    > "$work/push.out" 2>&1 &
pusher_pid=$!
sleep 2
contended="$(run contended "$work/event.sessions")"
wait "$pusher_pid" || fail "the pushing session's wrk failed: $(cat "$work/push.out")"
pushes="$(awk '/^RESULT / { print $2, $6, $5 }' "$work/push.out")"

echo "== memory: $IDLE_SESSIONS more idle sessions, each inbox drawn once"
before="$(rss_kb)"
for (( i = 0; i < IDLE_SESSIONS; i++ )); do
    # -b "": the cookie engine on, so the redirect to the inbox is followed within the new session.
    code="$(curl -sS --max-time 20 -b "" -L -o /dev/null -w '%{http_code}' "$base/")" \
        || fail "idle session $i could not be opened"
    [ "$code" = "200" ] || fail "idle session $i: its inbox answered $code"
done
after="$(rss_kb)"
per_session=$(( (after - before) / IDLE_SESSIONS ))

echo
echo "mail-demo, release build, loopback, $SESSIONS connections over $SESSIONS sessions, ${DURATION}s per route, $THREADS wrk threads"
echo
echo "| route | requests/s | median | p99 | errors | requests |"
echo "|---|---:|---:|---:|---:|---:|"
failed=0
for line in "$health" "$inbox" "$event" "$contended"; do
    read -r name rps p50 p99 errors requests <<< "$line"
    case "$name" in
        health) label="plain \`/health\`" ;;
        inbox) label="inbox page (a window of 20 row modules of 200)" ;;
        event) label="event round trip (settings toggle)" ;;
        contended) label="the same, while one session follows deep links as fast as it can" ;;
    esac
    printf '| %s | %s | %s ms | %s ms | %s | %s |\n' "$label" "$rps" \
        "$(awk -v us="$p50" 'BEGIN { printf "%.2f", us / 1000 }')" \
        "$(awk -v us="$p99" 'BEGIN { printf "%.2f", us / 1000 }')" "$errors" "$requests"
    [ "$errors" -eq 0 ] || failed=1
done
read -r _ health_rps _ <<< "$health"
read -r _ inbox_rps _ <<< "$inbox"
echo
echo "inbox page: $(awk -v a="$inbox_rps" -v b="$health_rps" 'BEGIN { printf "%.1f", a * 100 / b }')% of the plain route's requests/s"
echo "memory per idle session (inbox drawn once): $per_session KB (resident growth over $IDLE_SESSIONS new sessions: $before KB -> $after KB)"
read -r _ _ _ event_p99 _ <<< "$event"
read -r _ _ _ contended_p99 _ <<< "$contended"
read -r push_rps push_requests push_errors <<< "$pushes"
echo "the pushing session: $push_rps deep links/s ($push_requests in all, $push_errors refused or failed)"
echo "event p99 while it pushes: $(awk -v a="$contended_p99" -v b="$event_p99" 'BEGIN { printf "%.2f", a / b }')x the quiet p99 (goal: at most 1.5x)"
[ "$failed" -eq 0 ] || fail "some requests failed (see the errors column)"
