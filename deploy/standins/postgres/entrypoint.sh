#!/bin/sh
# First start on an empty volume: a cluster with the user, password and database asked for.
set -eu
chown -R postgres:postgres "$PGDATA" /run/postgresql
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "${POSTGRES_PASSWORD:?}" > /tmp/pwfile
  chown postgres /tmp/pwfile
  su postgres -c "initdb -D '$PGDATA' -U '${POSTGRES_USER:-postgres}' --pwfile=/tmp/pwfile --auth-host=scram-sha-256 --auth-local=trust"
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -c "pg_ctl -D '$PGDATA' -o '-c listen_addresses=' -w start"
  su postgres -c "createdb -U '${POSTGRES_USER:-postgres}' '${POSTGRES_DB:-postgres}'" || true
  su postgres -c "pg_ctl -D '$PGDATA' -m fast -w stop"
fi
exec su postgres -c "exec postgres -D '$PGDATA' -c listen_addresses='*'"
