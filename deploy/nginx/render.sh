#!/bin/sh
# Renders agro.conf.template into an nginx configuration for the http {} context (an `upstream` and
# a `server` block): only the template's three variables are replaced, never nginx's own ($host,
# $scheme, $proxy_add_x_forwarded_for…), which a plain `envsubst` would blank.
#
#   AGRO_APP_1=127.0.0.1:3001 AGRO_APP_2=127.0.0.1:3002 NGINX_PORT=80 \
#     deploy/nginx/render.sh > /etc/nginx/conf.d/agro.conf && nginx -t && nginx -s reload
#
# Debian's and the nginx image's nginx.conf include /etc/nginx/conf.d/*.conf inside http {}.
# With one process, give both variables its address.
set -eu
: "${AGRO_APP_1:?AGRO_APP_1 (host:port of the first app process) is required}"
: "${AGRO_APP_2:?AGRO_APP_2 (host:port of the second app process) is required}"
: "${NGINX_PORT:?NGINX_PORT (what nginx listens on, e.g. 80 or 127.0.0.1:8080) is required}"
export AGRO_APP_1 AGRO_APP_2 NGINX_PORT
# shellcheck disable=SC2016 # the dollar signs are envsubst's, not the shell's
envsubst '${AGRO_APP_1} ${AGRO_APP_2} ${NGINX_PORT}' < "$(dirname "$0")/agro.conf.template"
