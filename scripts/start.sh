#!/bin/sh
# `npm start`: install and build what is missing or stale, then run ONE server on
# http://localhost:3000 serving the API, real time, the shell and every remote (single origin), with
# an embedded database by default. The server replaces this shell (exec): no wrapper process stays
# beside it, and signals (Ctrl-C, a supervisor's SIGTERM) reach the server itself.
set -e
cd "$(dirname "$0")/.."
node scripts/ensure-install.mjs
node scripts/build-stale.mjs
root=$(pwd)
export PORT="${PORT:-3000}" SERVE_CLIENT="${SERVE_CLIENT:-true}" CLIENT_DIR="${CLIENT_DIR:-$root}" DATA_DIR="${DATA_DIR:-$root/data}"
cd server
exec node --enable-source-maps dist/main.js
