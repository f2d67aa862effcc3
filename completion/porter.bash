# SPDX-License-Identifier: GPL-2.0
# bash completion for porter, prequel, gcc-reduce and porter-sandbox.  Subcommands and options
# come from the commands' own --help, so the completion never lags behind them.
_porter_opts()
{
	"$@" --help 2>/dev/null | grep -o -- '--[a-z][a-z-]*' | sort -u
}

# _porter_values OPT CMD...: the values CMD's --help lists for --OPT, from a usage line's
# "--OPT a|b|c" or else from the option's description ("text (default), json, or github: ..."),
# so that a command that rejects a value is never offered it
_porter_values()
{
	local opt=$1 help vals
	shift
	help=$("$@" --help 2>/dev/null)
	vals=$(printf '%s\n' "$help" | sed -n "s/.*--$opt \([a-z][a-z|]*|[a-z|]*\).*/\1/p" | head -n 1)
	if test -n "$vals"; then
		printf '%s\n' "$vals" | tr '|' '\n'
		return
	fi
	printf '%s\n' "$help" | sed -n "s/^ *--$opt[= ][A-Z]* *//p" | head -n 1 |
		sed -e 's/([^)]*)//g' -e 's/:.*//' -e 's/ or /, /g' | tr ',' '\n' |
		sed -e 's/^ *//' -e 's/ *$//' | grep -x '[a-z][a-z0-9-]*'
}

_porter()
{
	local cur prev cmd words_ subs sub
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD - 1]}
	cmd=${COMP_WORDS[0]}
	case $cmd in
	porter | prequel) test "$COMP_CWORD" -gt 1 && sub=${COMP_WORDS[1]} || sub="" ;;
	*) sub="" ;;
	esac
	case $prev in
	--driver | --kernel | --also-build | --out | --build-dir | --source | --cwd | --ro | --rw | \
		--merge | --modules-dir)
		COMPREPLY=($(compgen -d -- "$cur"))
		return
		;;
	--db | --config | --junit | --sarif | --cases | --state)
		COMPREPLY=($(compgen -f -- "$cur"))
		return
		;;
	--format | --notify-format | --isolation)
		COMPREPLY=($(compgen -W "$(_porter_values "${prev#--}" "$cmd" $sub)" -- "$cur"))
		return
		;;
	esac
	case $cmd in
	porter) subs="port nightly eval load-test pool" ;;
	prequel) subs="index stats merge query template" ;;
	porter-sandbox) subs="run build" ;;
	*) subs="" ;;
	esac
	if test "$COMP_CWORD" = 1 && test -n "$subs"; then
		COMPREPLY=($(compgen -W "$subs --help --version" -- "$cur"))
		return
	fi
	if test -n "$subs"; then
		words_=$(_porter_opts "$cmd" "${COMP_WORDS[1]}")
	else
		words_=$(_porter_opts "$cmd")
	fi
	# porter pool OLD NEW: the versions of the installed linux-source packages, or files
	if test "$cmd" = porter && test "${COMP_WORDS[1]}" = pool && test "${cur#-}" = "$cur"; then
		local v vers=""
		for v in /usr/src/linux-source-*.tar.xz; do
			test -e "$v" || continue
			v=${v#/usr/src/linux-source-}
			vers="$vers ${v%.tar.xz}"
		done
		COMPREPLY=($(compgen -W "$vers" -- "$cur") $(compgen -f -- "$cur"))
		return
	fi
	case $cur in
	-*) COMPREPLY=($(compgen -W "$words_" -- "$cur")) ;;
	*) COMPREPLY=($(compgen -f -- "$cur")) ;;
	esac
}
complete -F _porter porter prequel gcc-reduce porter-sandbox
