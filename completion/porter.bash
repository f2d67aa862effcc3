# SPDX-License-Identifier: GPL-2.0
# bash completion for porter, prequel, gcc-reduce and porter-sandbox.  Subcommands and options
# come from the commands' own --help, so the completion never lags behind them.
_porter_opts()
{
	"$@" --help 2>/dev/null | grep -o -- '--[a-z][a-z-]*' | sort -u
}

_porter()
{
	local cur prev cmd words_ subs
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD - 1]}
	cmd=${COMP_WORDS[0]}
	case $prev in
	--driver | --kernel | --also-build | --out | --build-dir | --source | --cwd | --ro | --rw)
		COMPREPLY=($(compgen -d -- "$cur"))
		return
		;;
	--db | --config | --junit | --sarif | --cases | --state)
		COMPREPLY=($(compgen -f -- "$cur"))
		return
		;;
	--format)
		COMPREPLY=($(compgen -W "text json markdown github vim" -- "$cur"))
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
